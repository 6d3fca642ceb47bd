'use client';
import { Icon } from '../icons/Icon';

/** Closing hides the bar through the same <html> attribute the inline script sets on later visits. */
export function CloseAnnouncement({ storageKey, label }: { storageKey: string; label: string }) {
  const close = () => {
    document.documentElement.setAttribute('data-announcement-closed', '');
    try {
      localStorage.setItem(storageKey, '1');
    } catch {
      // Storage blocked: closed for this page view only.
    }
  };
  return (
    <button type="button" className="announcement-close" aria-label={label} onClick={close}>
      <Icon name="close-thin" />
    </button>
  );
}
