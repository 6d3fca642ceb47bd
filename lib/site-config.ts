// The configuration of the site being built. Its shape and defaults are lib/config/schema.ts; which site it
// is (the Rsbuild docs, lib/config/site.ts, or the e2e fixture site) is the `@site/config` import alias,
// set from NEXT_PUBLIC_SITE by the build (next.config.mjs, jest.config.mjs; tsx reads
// e2e/fixture-site/tsconfig.build.json through TSX_TSCONFIG_PATH), so a bundle carries one site's data.
import site from '@site/config';

export type { Lang, SiteLang, NavItem, SidebarItem, SiteConfig, SocialLink } from './config/schema';

// Two switches name the site (the alias for bundlers, NEXT_PUBLIC_SITE for code that reads the env):
// a build that sets one and not the other stops here instead of mixing two sites.
if (site.site !== (process.env.NEXT_PUBLIC_SITE ?? '')) {
  throw new Error(
    `site config: NEXT_PUBLIC_SITE is ${JSON.stringify(process.env.NEXT_PUBLIC_SITE ?? '')} but the @site/config alias resolved to the site ${JSON.stringify(site.site)}`,
  );
}

export const siteConfig = site;
