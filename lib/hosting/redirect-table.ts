// The one redirect table the servers' 301s are generated from.
// Interim: the site's own table (spec 2.7) is being added to lib/site-config.ts; until it lands this holds
// the spec's rows, and the day it does this file becomes `export const redirectTable = siteConfig.redirects`
// so the client redirects and the server 301s cannot drift.
import type { RedirectRule } from './redirects';

export const redirectTable: readonly RedirectRule[] = [
  { from: '/config/source/alias', to: '/config/resolve/alias' },
  { from: '/config/source/alias-strategy', to: '/config/resolve/alias-strategy' },
  { from: '/guide/basic/css-usage', to: '/guide/styling/css-usage' },
  { from: '/guide/basic/css-modules', to: '/guide/styling/css-modules' },
  { from: '/guide/basic/tailwindcss', to: '/guide/styling/tailwindcss' },
  { from: '/guide/basic/tailwindcss-v3', to: '/guide/styling/tailwindcss-v3' },
  { from: '/guide/basic/unocss', to: '/guide/styling/unocss' },
  { from: '/guide/basic/configure-rspack', to: '/guide/configuration/rspack' },
  { from: '/guide/basic/configure-rsbuild', to: '/guide/configuration/rsbuild' },
  { from: '/guide/basic/configure-swc', to: '/guide/configuration/swc' },
  { from: '/plugins/list/plugin-assets-retry', to: 'https://github.com/rstackjs/rsbuild-plugin-assets-retry' },
];
