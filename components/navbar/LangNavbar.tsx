// The site header of a language: rendered once by the language's root layout (components/layout/
// RootDocument.tsx), with everything its pages share; SiteHeader.tsx fits it to the page below.
import { localizedNav, logoParts } from '@/lib/page/nav';
import { siteConfig, type Lang } from '@/lib/site-config';
import { t } from '@/lib/i18n';
import { localizePath } from '@/lib/routing/lang-path';
import { siteHeaderRoutes } from '@/lib/page/route';
import { assetUrl } from '@/lib/page/assets';
import { withBase } from '@/lib/base-path';
import { ThemeToggle } from '../theme/ThemeToggle';
import { ToolchainSwitcher } from '../toolchain/ToolchainSwitcher';
import { Search } from '../search/Search';
import { NavbarScroll } from './NavbarScroll';
import { SiteHeader } from './SiteHeader';
import { AnnouncementBar } from '../announcement/AnnouncementBar';
import { SocialLinks } from './SocialLinks';
import './Navbar.css';

function Logo({ lang }: { lang: Lang }) {
  const { images, text, alt } = logoParts(siteConfig);
  return (
    <a href={withBase(localizePath('/', lang))} className="navbar-logo">
      {images.map((img) => (
        <img
          key={img.src}
          src={assetUrl(img.src)}
          alt={alt}
          width="28"
          height="28"
          className={img.theme ? `logo-${img.theme}` : undefined}
        />
      ))}
      {text && <span>{text}</span>}
    </a>
  );
}

export function LangNavbar({ lang, notFound }: { lang: Lang; notFound?: boolean }) {
  const { announcement } = siteConfig;
  const languages = siteConfig.langs
    .filter((l) => l.lang !== lang)
    .map((l) => ({
      lang: l.lang,
      prefix: l.prefix,
      hrefLang: l.htmlLang,
      label: l.label,
      ariaLabel: `${t(lang, 'nav.language')}: ${l.label}`,
    }));
  return (
    <SiteHeader
      routes={siteHeaderRoutes(lang)}
      notFound={notFound}
      announcement={
        announcement && { pages: announcement.pages, bar: <AnnouncementBar lang={lang} announcement={announcement} /> }
      }
      items={localizedNav(lang)}
      languages={languages}
      menuLabel={t(lang, 'nav.menu')}
      scroll={<NavbarScroll mode={siteConfig.hideNavbar} />}
      logo={<Logo lang={lang} />}
      toolchain={<ToolchainSwitcher lang={lang} />}
      search={<Search />}
      theme={siteConfig.darkMode && <ThemeToggle />}
      social={
        <SocialLinks
          links={siteConfig.socialLinks.map((s) => [s.icon, s.link, t(lang, s.label)])}
          inline={siteConfig.socialLinksInline}
          moreLabel={t(lang, 'nav.moreLinks')}
        />
      }
    />
  );
}
