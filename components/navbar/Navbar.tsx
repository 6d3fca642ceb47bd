// The navbar: what every page of a language shares (logo, toolchain, search, nav items, theme, social
// links) is rendered once in the language's root layout (LanguageNavbar) and travels in its payload; each
// page's navbar names only its route, from which the browser marks the active item, and its language links.
import { siteConfig, type Lang } from '@/lib/site-config';
import { t } from '@/lib/i18n';
import { stripLangPrefix, switchLangPath } from '@/lib/routing/locale';
import { withBase } from '@/lib/base-path';
import { NavbarBar } from './NavbarParts';

export function Navbar({ lang, routePath }: { lang: Lang; routePath: string }) {
  const switches = siteConfig.locales
    .filter((l) => l.lang !== lang)
    .map((l) => ({ lang: l.lang, href: withBase(switchLangPath(routePath, l.lang)), hrefLang: l.htmlLang, label: l.label, ariaLabel: `${t(lang, 'nav.language')}: ${l.label}` }));
  return <NavbarBar route={stripLangPrefix(routePath)} switches={switches} />;
}
