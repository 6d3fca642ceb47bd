import Link from 'next/link';
import { resolveNav, type ResolvedNavItem } from '@/lib/nav';
import { siteConfig, type Lang } from '@/lib/site-config';
import { t } from '@/lib/i18n';
import { localizePath, switchLangPath } from '@/lib/routing/locale';
import { ThemeToggle } from '../theme/ThemeToggle';
import { SocialIcon } from './SocialIcon';
import { Search } from '../search/Search';

function NavLink({ item }: { item: ResolvedNavItem }) {
  if (!item.link) return <span>{item.text}</span>;
  return item.external ? (
    <a href={item.link} target="_blank" rel="noopener noreferrer" className="nav-link">
      {item.text}
    </a>
  ) : (
    <Link href={item.link} className="nav-link" aria-current={item.active ? 'page' : undefined} data-active={item.active || undefined}>
      {item.text}
    </Link>
  );
}

export function Navbar({ lang, routePath }: { lang: Lang; routePath: string }) {
  const nav = resolveNav(lang, routePath);
  const inline = siteConfig.socialLinks.slice(0, siteConfig.socialLinksInline);
  return (
    <header className="navbar">
      <Link href={localizePath('/', lang)} className="navbar-logo">
        <img src={siteConfig.logo.light} alt="" width="28" height="28" />
        <span>{siteConfig.logoText}</span>
      </Link>
      <nav aria-label={t(lang, 'nav.menu')} className="navbar-nav">
        <ul>
          {nav.map((item) => (
            <li key={item.text} className={item.items ? 'nav-dropdown' : undefined}>
              {item.items ? (
                <details>
                  <summary className="nav-link">{item.text}</summary>
                  <ul>
                    {item.items.map((sub) => (
                      <li key={sub.text}>
                        <NavLink item={sub} />
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <NavLink item={item} />
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="navbar-tools">
        <Search />
        {siteConfig.locales
          .filter((l) => l.lang !== lang)
          .map((l) => (
            <a key={l.lang} href={switchLangPath(routePath, l.lang)} hrefLang={l.htmlLang} lang={l.htmlLang} className="nav-link lang-switch" aria-label={`${t(lang, 'nav.language')}: ${l.label}`}>
              {l.label}
            </a>
          ))}
        <ThemeToggle />
        {inline.map((s) => (
          <a key={s.icon} href={s.link} target="_blank" rel="noopener noreferrer" className="icon-button" aria-label={t(lang, s.label)}>
            <SocialIcon icon={s.icon} />
          </a>
        ))}
      </div>
    </header>
  );
}
