'use client';
// A page's navbar, put together from the parts its language's root layout rendered once
// (LanguageNavbar.tsx) and what depends on the page: the active nav item and the language links.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { markNavActive, navByPosition, type NavItemData, type ResolvedNavItem } from '@/lib/nav-active';
import { withBase } from '@/lib/base-path';
import { NavDropdown } from './NavDropdown';
import { LangSwitch } from './LangSwitch';
import { NavScreenButton } from './NavScreenButton';

interface Parts {
  items: NavItemData[];
  menuLabel: string;
  scroll: ReactNode;
  logo: ReactNode;
  toolchain: ReactNode;
  search: ReactNode;
  theme: ReactNode;
  social: ReactNode;
}

const PartsContext = createContext<Parts | null>(null);

export function NavbarParts({ children, ...parts }: Parts & { children: ReactNode }) {
  return <PartsContext.Provider value={parts}>{children}</PartsContext.Provider>;
}

function NavLink({ item }: { item: ResolvedNavItem }) {
  if (!item.link) return <span className="nav-link">{item.text}</span>;
  return item.external ? (
    <a href={item.link} target="_blank" rel="noopener noreferrer" className="nav-link">
      {item.text}
    </a>
  ) : (
    <a href={withBase(item.link)} className="nav-link" aria-current={item.active ? 'page' : undefined} data-active={item.active || undefined}>
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

interface LanguageLink {
  lang: string;
  href: string;
  hrefLang: string;
  label: string;
  ariaLabel: string;
}

/** The navbar of the page at the language-neutral `route`, with links to the page in the other languages. */
export function NavbarBar({ route, switches }: { route: string; switches: LanguageLink[] }) {
  const parts = useContext(PartsContext);
  // The root layout always provides the parts, so this is a bug, never a reader's input.
  if (!parts) throw new Error('A navbar outside its language root layout');
  const { left, right } = useMemo(() => navByPosition(markNavActive(parts.items, route)), [parts.items, route]);
  return (
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
          {switches.map((l) => (
            <LangSwitch key={l.lang} {...l} />
          ))}
          {parts.theme}
          {parts.social}
        </div>
      </div>
      <NavScreenButton controls="nav-screen" />
    </header>
  );
}
