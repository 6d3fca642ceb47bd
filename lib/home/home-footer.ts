// The home page footer's link columns, all from the site config: the doc sections of the nav, the social
// links, and the version menu's links plus Rspack's site.
import { t } from '../i18n';
import { resolveNav } from '../page/nav';
import { siteConfig, type Lang } from '../site-config';
import { localizeTool, tools } from '../config/toolchain';

export interface FooterLink {
  text: string;
  href: string;
  external: boolean;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

export function homeFooterColumns(lang: Lang): FooterColumn[] {
  const nav = resolveNav(lang, '/');
  const docs = nav.filter((i) => i.link && !i.external).map((i) => ({ text: i.text, href: i.link!, external: false }));
  const more = nav
    .flatMap((i) => i.items ?? [])
    .filter((i) => i.link)
    .map((i) => ({ text: i.text, href: i.link!, external: i.external === true }));
  const rspack = localizeTool(tools[0], lang);
  return [
    { title: t(lang, 'homeFooter.docs'), links: docs },
    {
      title: t(lang, 'homeFooter.community'),
      links: siteConfig.socialLinks.map((s) => ({ text: t(lang, s.label), href: s.link, external: true })),
    },
    { title: t(lang, 'homeFooter.more'), links: [...more, { text: rspack.name, href: rspack.href, external: true }] },
  ];
}
