import { announcementStorageKey, type Announcement } from '@/lib/browser/announcement';
import { t } from '@/lib/i18n';
import { classifyLink } from '@/lib/routing/links';
import { localizePath } from '@/lib/routing/lang-path';
import type { Lang } from '@/lib/site-config';
import { Anchor } from '../mdx/Anchor';
import { CloseAnnouncement } from './CloseAnnouncement';
import './announcement.css';

/**
 * The bar above the navbar, server-rendered once per language; the site header shows it on the pages the
 * site config names (components/navbar/SiteHeader.tsx). Only the close button is client code.
 */
export function AnnouncementBar({ lang, announcement }: { lang: Lang; announcement: Announcement }) {
  const text = t(lang, announcement.text);
  const link =
    announcement.link &&
    (classifyLink(announcement.link) === 'external' ? announcement.link : localizePath(announcement.link, lang));
  // Hidden before paint once closed: lib/page/head-scripts.ts.
  return (
    <div className="announcement" role="region" aria-label={text}>
      {link ? (
        <Anchor href={link} className="announcement-link">
          {text}
        </Anchor>
      ) : (
        <span>{text}</span>
      )}
      <CloseAnnouncement storageKey={announcementStorageKey(announcement.id)} label={t(lang, 'announcement.close')} />
    </div>
  );
}
