// The one redirect table (spec 2.7), shared by the site's client redirects and the servers' 301s, so the
// two cannot drift.
import { siteConfig } from '../../lib/site-config';
import type { RedirectRule } from './redirects';

export const redirectTable: readonly RedirectRule[] = siteConfig.redirects;
