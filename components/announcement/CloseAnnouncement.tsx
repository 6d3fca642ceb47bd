'use client';
import { saveChoice } from '@/lib/browser/reader-choices';
import { Icon } from '../icons/Icon';

/** Closing hides the bar through the same <html> attribute the inline script sets on later visits. */
export function CloseAnnouncement({ storageKey, label }: { storageKey: string; label: string }) {
  const close = () => {
    document.documentElement.setAttribute('data-announcement-closed', '');
    // Storage blocked: closed for this page view only.
    saveChoice(storageKey, '1');
  };
  return (
    <button type="button" className="announcement-close" aria-label={label} onClick={close}>
      <Icon name="close-thin" />
    </button>
  );
}
