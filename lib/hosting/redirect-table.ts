// The one redirect table the servers' 301s are generated from.
// Interim: the site's own table (spec 2.7) is being added to lib/site-config.ts as `siteConfig.redirects`;
// until it lands this holds the same rows, and the day it does this file becomes
// `export const redirectTable: readonly RedirectRule[] = siteConfig.redirects` so that the client redirects
// and the server 301s cannot drift.
import type { RedirectRule } from './redirects';

export const redirectTable: readonly RedirectRule[] = [
  { from: '/config/source/alias', to: '/config/resolve/alias' },
  { from: '/config/source/alias-strategy', to: '/config/resolve/alias-strategy' },
  ...['css-usage', 'css-modules', 'tailwindcss', 'tailwindcss-v3', 'unocss'].map((name) => ({ from: `/guide/basic/${name}`, to: `/guide/styling/${name}` })),
  ...['rspack', 'rsbuild', 'swc'].map((name) => ({ from: `/guide/basic/configure-${name}`, to: `/guide/configuration/${name}` })),
  { from: '/plugins/list/plugin-assets-retry', to: 'https://github.com/rspack-contrib/rsbuild-plugin-assets-retry' },
  { pattern: '^/plugins/list/plugin-(type-check|image-compress|check-syntax|node-polyfill)$', to: 'https://github.com/rspack-contrib/rsbuild-plugin-$1' },
];
