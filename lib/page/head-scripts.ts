// The inline scripts every page runs in <head> before first paint: the first-visit language redirect
// (which goes first, so that a reader about to be sent elsewhere never sees this page), the theme, the
// layout query (navbar=0 and the like), and the closed announcement (on every page, since a client
// navigation can bring the bar to a page that loaded without it). The build writes them into each exported page's HTML
// (scripts/build/postbuild.ts) instead of React rendering them: rendered, they would also ride in the root
// layout's payload, which every page's HTML inlines and a first client navigation fetches again, though
// they only ever run once, on load. React 19 leaves tags it did not render in <head> alone when it
// hydrates. `next dev` has no postbuild, so there RootDocument renders them.
import type { SiteConfig } from '../site-config';
import { langRedirectScript } from '../browser/lang-redirect';
import { themeScriptFor } from '../browser/theme';
import { layoutQueryScript } from './layout-parts';
import { hideClosedAnnouncementScript } from '../browser/announcement';

export function headScriptSources(site: SiteConfig): string[] {
  const announcement = site.announcement && hideClosedAnnouncementScript(site.announcement.id);
  return [langRedirectScript(site), themeScriptFor(site.darkMode), layoutQueryScript, announcement].filter(
    (s): s is string => Boolean(s),
  );
}

/** `html` with `tags` right after its <meta charset>, ahead of everything else in <head> that could paint. */
export function withHeadScripts(html: string, tags: string): string {
  const charset = /<meta charset="[^"]*"\/?>/i.exec(html);
  if (!charset) throw new Error('no <meta charset> to put the head scripts after');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
