import { logoParts, navByPosition, resolveNav, splitSocialLinks, type ResolvedNavItem } from '@/lib/nav';
import { siteConfig, type Lang } from '@/lib/site-config';
import { t } from '@/lib/i18n';
import { localizePath, switchLangPath } from '@/lib/routing/locale';
import { ThemeToggle } from '../theme/ThemeToggle';
import { MoreIcon, SocialIcon } from './SocialIcon';
import { NavDropdown } from './NavDropdown';
import { LangSwitch } from './LangSwitch';
import { NavScreenButton } from './NavScreenButton';
import { NavbarScroll } from './NavbarScroll';
import { ToolchainSwitcher } from '../toolchain/ToolchainSwitcher';
import { assetUrl } from '@/lib/assets';
import { withBase } from '@/lib/base-path';
import './Navbar.css';
import { Search } from '../search/Search';

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

function Logo({ lang }: { lang: Lang }) {
  const { images, text, alt } = logoParts(siteConfig);
  return (
    <a href={withBase(localizePath('/', lang))} className="navbar-logo">
      {images.map((img) => (
        <img key={img.src} src={assetUrl(img.src)} alt={alt} width="28" height="28" className={img.theme ? `logo-${img.theme}` : undefined} />
      ))}
      {text && <span>{text}</span>}
    </a>
  );
}

function SocialLinks({ lang }: { lang: Lang }) {
  const { inline, more } = splitSocialLinks(siteConfig.socialLinks, siteConfig.socialLinksInline);
  const link = (s: (typeof inline)[number]) => (
    <a key={s.link} href={s.link} target="_blank" rel="noopener noreferrer" className="icon-button" aria-label={t(lang, s.label)}>
      <SocialIcon icon={s.icon} />
    </a>
  );
  const dots = <MoreIcon />;
  // The popups open on hover and while focus is inside (keyboard, touch), with CSS only. On mid-size
  // windows every social link moves into one popup so the navbar fits.
  return (
    <div className="social-links">
      <button type="button" className="icon-button social-links-toggle" aria-label={t(lang, 'nav.moreLinks')}>
        {dots}
      </button>
      <div className="social-links-list">
        {inline.map(link)}
        {more.length > 0 && (
          <div className="social-more">
            <button type="button" className="icon-button" aria-label={t(lang, 'nav.moreLinks')}>
              {dots}
            </button>
            <div className="social-more-popup">{more.map(link)}</div>
          </div>
        )}
      </div>
    </div>
  );
}

export function Navbar({ lang, routePath }: { lang: Lang; routePath: string }) {
  const { left, right } = navByPosition(resolveNav(lang, routePath));
  return (
    <header className="navbar">
      <NavbarScroll mode={siteConfig.hideNavbar} />
      <Logo lang={lang} />
      <ToolchainSwitcher lang={lang} />
      <Search />
      <div className="navbar-menu" id="nav-screen">
        <nav aria-label={t(lang, 'nav.menu')} className="navbar-nav">
          <NavItems items={left} className="navbar-nav-left" />
          <NavItems items={right} className="navbar-nav-right" />
        </nav>
        <div className="navbar-tools">
          {siteConfig.locales
            .filter((l) => l.lang !== lang)
            .map((l) => (
              <LangSwitch key={l.lang} lang={l.lang} href={withBase(switchLangPath(routePath, l.lang))} hrefLang={l.htmlLang} label={l.label} ariaLabel={`${t(lang, 'nav.language')}: ${l.label}`} />
            ))}
          {siteConfig.darkMode && <ThemeToggle />}
          <SocialLinks lang={lang} />
        </div>
      </div>
      <NavScreenButton controls="nav-screen" />
    </header>
  );
}
