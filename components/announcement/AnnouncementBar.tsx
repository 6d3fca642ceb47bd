import { announcementStorageKey, hideClosedAnnouncementScript, showsAnnouncement } from '@/lib/announcement';
import { t } from '@/lib/i18n';
import { classifyLink } from '@/lib/links';
import { localizePath } from '@/lib/routing/locale';
import { siteConfig, type Lang } from '@/lib/site-config';
import { Anchor } from '../mdx/Anchor';
import { CloseAnnouncement } from './CloseAnnouncement';
import './announcement.css';
import { SiteScript } from '@/components/security/SiteScript';

/** The bar above the navbar, on the pages the site config names; server-rendered, only the close button is client code. */
export function AnnouncementBar({ lang, route }: { lang: Lang; route: string }) {
  const announcement = siteConfig.announcement;
  if (!announcement || !showsAnnouncement(announcement, route)) return null;
  const text = t(lang, announcement.text);
  const link = announcement.link && (classifyLink(announcement.link) === 'external' ? announcement.link : localizePath(announcement.link, lang));
  return (
    <>
      <SiteScript source={hideClosedAnnouncementScript(announcement.id)} />
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
    </>
  );
}
