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
