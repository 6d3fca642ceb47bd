// The announcement bar above the navbar: one message per language, on the pages the config names,
// hidden for good once the reader closes it.
import type { MessageKey } from '../i18n';

export interface Announcement {
  /** Part of the storage key: a new id shows a new announcement to readers who closed the last one. */
  id: string;
  text: MessageKey;
  /** A language-neutral path (the reader's language is added) or a full URL. */
  link?: string;
  /** Language-neutral routes; an entry ending in `*` matches every route that starts with the rest. */
  pages: string[];
}

export const announcementStorageKey = (id: string) => `rsbuild-announcement-closed-${id}`;

export function showsAnnouncement(announcement: Pick<Announcement, 'pages'> | undefined, route: string): boolean {
  if (!announcement) return false;
  return announcement.pages.some((p) => (p.endsWith('*') ? route.startsWith(p.slice(0, -1)) : route === p));
}

/** Runs inline before the bar paints, so a closed bar never flashes. Self-contained (serialised). */
export function hideClosedAnnouncement(key: string): void {
  try {
    if (localStorage.getItem(key)) document.documentElement.setAttribute('data-announcement-closed', '');
  } catch (e) {
    // Storage blocked: the bar shows and closes for this page only.
  }
}

export const hideClosedAnnouncementScript = (id: string) =>
  `(${hideClosedAnnouncement.toString()})(${JSON.stringify(announcementStorageKey(id))})`;
