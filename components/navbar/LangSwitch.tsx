'use client';
// The same page in another language. Remembering the choice keeps the browser-language redirect from
// ever overriding it (spec 2.12). Crossing languages crosses root layouts: a plain link, a full load, so
// `href` already has the site base. Both languages give a heading the same id, so the switch keeps the
// reader's place: the heading in the address while it is on screen, else the one the outline marks as
// being read (on the other page the browser scrolls to it, or stays at the top without such a heading).
import type { MouseEvent } from 'react';
import { LANG_CHOICE_KEY } from '@/lib/locale-redirect';

function placeHash(): string {
  const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  const top = target?.getBoundingClientRect().top;
  if (top !== undefined && top >= 0 && top < window.innerHeight) return location.hash;
  return document.querySelector<HTMLAnchorElement>('.outline a[aria-current="location"]')?.hash ?? '';
}

export function LangSwitch({ lang, href, hrefLang, label, ariaLabel }: { lang: string; href: string; hrefLang: string; label: string; ariaLabel: string }) {
  const remember = (e: MouseEvent<HTMLAnchorElement>) => {
    e.currentTarget.hash = placeHash();
    try {
      localStorage.setItem(LANG_CHOICE_KEY, lang);
    } catch {
      // Without storage the switch still works; it is only not remembered.
    }
  };
  return (
    <a href={href} hrefLang={hrefLang} lang={hrefLang} className="nav-link lang-switch" aria-label={ariaLabel} onClick={remember}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path fill="currentColor" d="M12.9 15.1l-2.6-2.5c1.7-1.9 3-4.1 3.7-6.6H17V4h-7V2H8v2H1v2h11.2c-.7 1.9-1.7 3.8-3.2 5.4-.9-1-1.7-2.2-2.3-3.4h-2c.7 1.6 1.7 3.2 2.9 4.5l-5.1 5L4 19l5-5 3.1 3.1.8-2zM18.5 10h-2L12 22h2l1.1-3h4.8l1.1 3h2l-4.5-12zm-2.6 7l1.6-4.3 1.6 4.3h-3.2z" />
      </svg>
      <span>{label}</span>
    </a>
  );
}
