// The top navigation of a language: texts from the i18n module, links in the language, the active item.
import { siteConfig, type Lang, type NavItem } from '../site-config';
import { t } from '../i18n';
import { localizePath, stripLangPrefix } from '../routing/lang-path';
import { markNavActive, type NavItemData, type ResolvedNavItem } from '../browser/nav-active';

export { navByPosition, splitSocialLinks, type ResolvedNavItem } from '../browser/nav-active';

const isExternal = (link: string) => /^https?:/.test(link);

/** The nav of a language, the same on every page: texts and links localized, nothing marked active yet. */
export function localizedNav(lang: Lang, nav: NavItem[] = siteConfig.nav): NavItemData[] {
  const resolve = (item: NavItem): NavItemData => {
    const external = item.link ? isExternal(item.link) : false;
    return {
      text: t(lang, item.text),
      ...(item.link ? { link: external ? item.link : localizePath(item.link, lang) } : {}),
      ...(external ? { external: true as const } : {}),
      ...(item.activeMatch ? { activeMatch: item.activeMatch } : {}),
      ...(item.position === 'left' ? { position: 'left' as const } : {}),
      ...(item.items ? { items: item.items.map(resolve) } : {}),
    };
  };
  return nav.map(resolve);
}

export function resolveNav(lang: Lang, currentPath: string, nav: NavItem[] = siteConfig.nav): ResolvedNavItem[] {
  return markNavActive(localizedNav(lang, nav), stripLangPrefix(currentPath));
}

export interface LogoParts {
  /** One image for both themes, or one per theme. */
  images: { src: string; theme?: 'light' | 'dark' }[];
  /** Text beside the images; the site title when there is neither logo nor logo text. */
  text?: string;
  /** The image's alt text: the site title when no text names the link. */
  alt: string;
}

export function logoParts({
  logo,
  logoText,
  title,
}: {
  logo?: string | { light: string; dark: string };
  logoText?: string;
  title: string;
}): LogoParts {
  const images = !logo
    ? []
    : typeof logo === 'string' || logo.light === logo.dark
      ? [{ src: typeof logo === 'string' ? logo : logo.light }]
      : [
          { src: logo.light, theme: 'light' as const },
          { src: logo.dark, theme: 'dark' as const },
        ];
  const text = logoText || (images.length ? undefined : title);
  return { images, text, alt: text ? '' : title };
}
