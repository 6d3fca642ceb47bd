'use client';
// The navbar's social links. A client component fed one row per link, so the root layout's payload (in
// every page's HTML, and fetched by a visit's first client navigation) carries three strings per link
// instead of the markup around them. The popups open on hover and while focus is inside (keyboard,
// touch), with CSS only; on mid-size windows every link moves into one popup so the navbar fits.
import type { SocialLink } from '@/lib/config/schema';
import { splitSocialLinks } from '@/lib/browser/nav-active';
import { Icon } from '../icons/Icon';

/** Icon, address and label of one link. */
export type SocialRow = [icon: SocialLink['icon'], link: string, label: string];

export function SocialLinks({ links, inline, moreLabel }: { links: SocialRow[]; inline: number; moreLabel: string }) {
  const split = splitSocialLinks(links, inline);
  // Index keys: the list is fixed.
  const link = ([icon, href, label]: SocialRow, i: number) => (
    <a key={i} href={href} target="_blank" rel="noopener noreferrer" className="icon-button" aria-label={label}>
      <Icon name={icon} size={20} />
    </a>
  );
  const dots = <Icon name="more" size={20} />;
  return (
    <div className="social-links">
      <button type="button" className="icon-button social-links-toggle" aria-label={moreLabel}>
        {dots}
      </button>
      <div className="social-links-list">
        {split.inline.map(link)}
        {split.more.length > 0 && (
          <div className="social-more">
            <button type="button" className="icon-button" aria-label={moreLabel}>
              {dots}
            </button>
            <div className="social-more-popup">{split.more.map(link)}</div>
          </div>
        )}
      </div>
    </div>
  );
}
