'use client';

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
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
