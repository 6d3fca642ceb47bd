// The top-level sections of the site, as the navbar names them: Guide, Config, Plugin, API, Community.
import { siteConfig, type Lang } from '../site-config';
import { t } from '../i18n';
import { localizePath } from '../routing/lang-path';

export interface Section {
  text: string;
  /** The section's entry page in the given language. */
  link: string;
  /** Language-neutral route prefix of its pages: `/guide/`. */
  prefix: string;
}

export function sections(lang: Lang): Section[] {
  return siteConfig.nav.flatMap((item) =>
    'link' in item && item.link && 'activeMatch' in item && item.activeMatch
      ? [{ text: t(lang, item.text), link: localizePath(item.link, lang), prefix: item.activeMatch }]
      : [],
  );
}

export function sectionOf(route: string, lang: Lang): Section | undefined {
  return sections(lang).find((s) => route.startsWith(s.prefix));
}
