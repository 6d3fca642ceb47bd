'use client';
// The top of every page: the skip link, the announcement bar where the config shows it, and the navbar.
// Rendered once by the language's root layout (LangNavbar.tsx), so a client navigation keeps it
// mounted; what depends on the page (the active nav item, the language links, whether the header and the
// bar show at all) follows the router's selected segments (lib/browser/header-route.ts).
import { useMemo, type ReactNode } from 'react';
import { useSelectedLayoutSegments } from 'next/navigation';
import { headerPage, type HeaderRoutes } from '@/lib/browser/header-route';
import { markNavActive, navByPosition, type NavItemData, type ResolvedNavItem } from '@/lib/browser/nav-active';
import { withBase } from '@/lib/base-path';
import { showsAnnouncement } from '@/lib/browser/announcement';
import { SkipLink } from '../layout/SkipLink';
import { NavDropdown } from './NavDropdown';
import { LangSwitch } from './LangSwitch';
import { NavScreenButton } from './NavScreenButton';

interface OtherLanguage {
  lang: string;
  prefix: string;
  hrefLang: string;
  label: string;
  ariaLabel: string;
}

interface Props {
  routes: HeaderRoutes;
  /** Set by the 404 page, whose segments outside a language's layout name no page. */
  notFound?: boolean;
  announcement?: { pages: string[]; bar: ReactNode };
  items: NavItemData[];
  languages: OtherLanguage[];
  menuLabel: string;
  scroll: ReactNode;
  logo: ReactNode;
  toolchain: ReactNode;
  search: ReactNode;
  theme: ReactNode;
  social: ReactNode;
}

function NavLink({ item }: { item: ResolvedNavItem }) {
  if (!item.link) return <span className="nav-link">{item.text}</span>;
  return item.external ? (
    <a href={item.link} target="_blank" rel="noopener noreferrer" className="nav-link">
      {item.text}
    </a>
  ) : (
    <a
      href={withBase(item.link)}
      className="nav-link"
      aria-current={item.active ? 'page' : undefined}
      data-active={item.active || undefined}
    >
      {item.text}
    </a>
  );
}

function NavItems({ items, className }: { items: ResolvedNavItem[]; className: string }) {
  if (!items.length) return null;
  return (
    <ul className={className}>
      {items.map((item) =>
        item.items ? (
          <NavDropdown key={item.text} text={item.text} items={item.items} active={item.items.some((i) => i.active)} />
        ) : (
          <li key={item.text}>
            <NavLink item={item} />
          </li>
        ),
      )}
    </ul>
  );
}

export function SiteHeader({ routes, notFound, announcement, items, languages, ...parts }: Props) {
  const page = headerPage(useSelectedLayoutSegments(), routes, notFound);
  const { left, right } = useMemo(() => navByPosition(markNavActive(items, page.route)), [items, page.route]);
  if (!page.header) return null;
  return (
    <>
      {/* The first thing a keyboard reaches, before the announcement bar. */}
      <SkipLink />
      {announcement && !page.notFound && showsAnnouncement(announcement, page.route) && announcement.bar}
      <header className="navbar">
        {parts.scroll}
        {parts.logo}
        {parts.toolchain}
        {parts.search}
        <div className="navbar-menu" id="nav-screen">
          <nav aria-label={parts.menuLabel} className="navbar-nav">
            <NavItems items={left} className="navbar-nav-left" />
            <NavItems items={right} className="navbar-nav-right" />
          </nav>
          <div className="navbar-tools">
            {languages.map(({ prefix, ...l }) => (
              <LangSwitch key={l.lang} href={withBase(`${prefix}${page.route}`)} {...l} />
            ))}
            {parts.theme}
            {parts.social}
          </div>
        </div>
        <NavScreenButton controls="nav-screen" />
      </header>
    </>
  );
}
