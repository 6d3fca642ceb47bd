// The top navigation of a language: texts from the i18n module, links in the language, the active item.
import { siteConfig, type Lang, type NavItem } from './site-config';
import { t } from './i18n';
import { localizePath, stripLangPrefix } from './routing/locale';

export interface ResolvedNavItem {
  text: string;
  link?: string;
  external: boolean;
  active: boolean;
  position: 'left' | 'right';
  items?: ResolvedNavItem[];
}

const isExternal = (link: string) => /^https?:/.test(link);

export function resolveNav(lang: Lang, currentPath: string, nav: NavItem[] = siteConfig.nav): ResolvedNavItem[] {
  const route = stripLangPrefix(currentPath);
  const resolve = (item: NavItem): ResolvedNavItem => {
    const external = item.link ? isExternal(item.link) : false;
    return {
      text: t(lang, item.text),
      link: item.link && (external ? item.link : localizePath(item.link, lang)),
      external,
      active: item.activeMatch ? route.startsWith(item.activeMatch) : false,
      position: item.position ?? 'right',
      items: item.items?.map(resolve),
    };
  };
  return nav.map(resolve);
}

/** Left items follow the logo; right items (the default) sit before the tools. */
export function navByPosition(items: ResolvedNavItem[]): { left: ResolvedNavItem[]; right: ResolvedNavItem[] } {
  return { left: items.filter((i) => i.position === 'left'), right: items.filter((i) => i.position === 'right') };
}

/** The first `inline` social links show in the navbar; the rest go into a popup. */
export function splitSocialLinks<T>(links: T[], inline: number): { inline: T[]; more: T[] } {
  return { inline: links.slice(0, inline), more: links.slice(inline) };
}

export interface LogoParts {
  /** One image for both themes, or one per theme. */
  images: { src: string; theme?: 'light' | 'dark' }[];
  /** Text beside the images; the site title when there is neither logo nor logo text. */
  text?: string;
  /** The image's alt text: the site title when no text names the link. */
  alt: string;
}

export function logoParts({ logo, logoText, title }: { logo?: string | { light: string; dark: string }; logoText?: string; title: string }): LogoParts {
  const images = !logo ? [] : typeof logo === 'string' || logo.light === logo.dark ? [{ src: typeof logo === 'string' ? logo : logo.light }] : [
    { src: logo.light, theme: 'light' as const },
    { src: logo.dark, theme: 'dark' as const },
  ];
  const text = logoText || (images.length ? undefined : title);
  return { images, text, alt: text ? '' : title };
}
