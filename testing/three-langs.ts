// A site with a third language, French under /fr, for the tests that show a language is data only.
import type { Lang, SiteConfigInput } from '../lib/config/schema';

export const fr = 'fr' as Lang;

export const threeLangSite: SiteConfigInput = {
  title: 'Trois',
  siteUrl: 'https://three.example',
  defaultLang: 'en',
  langs: [
    { lang: 'en', label: 'English', htmlLang: 'en', ogLocale: 'en_US', prefix: '' },
    { lang: 'zh', label: '简体中文', htmlLang: 'zh-CN', ogLocale: 'zh_CN', prefix: '/zh' },
    { lang: fr, label: 'Français', htmlLang: 'fr', ogLocale: 'fr_FR', prefix: '/fr' },
  ],
  icon: '/logo.svg',
  logo: { light: '/logo.svg', dark: '/logo.svg' },
  logoText: 'Trois',
  editLink: { docRepoBaseUrl: 'https://three.example/edit' },
};
