'use client';
// The same page in another language. Remembering the choice keeps the browser-language redirect from
// ever overriding it (docs/behaviour.md §2.12). Crossing languages crosses root layouts: a plain link, a full load, so
// `href` already has the site base. Both languages give a heading the same id, so the switch keeps the
// reader's place: the heading in the address while it is on screen, else the one the outline marks as
// being read (on the other page the browser scrolls to it, or stays at the top without such a heading).
import type { MouseEvent } from 'react';
import { LANG_CHOICE_KEY } from '@/lib/browser/lang-redirect';
import { saveChoice } from '@/lib/browser/reader-choices';
import { hashTarget } from '@/lib/browser/hash-target';
import { Icon } from '../icons/Icon';

function placeHash(): string {
  const target = hashTarget(location.hash);
  const top = target?.getBoundingClientRect().top;
  if (top !== undefined && top >= 0 && top < window.innerHeight) return location.hash;
  return document.querySelector<HTMLAnchorElement>('.outline a[aria-current="location"]')?.hash ?? '';
}

export function LangSwitch({
  lang,
  href,
  hrefLang,
  label,
  ariaLabel,
}: {
  lang: string;
  href: string;
  hrefLang: string;
  label: string;
  ariaLabel: string;
}) {
  const remember = (e: MouseEvent<HTMLAnchorElement>) => {
    e.currentTarget.hash = placeHash();
    // Without storage the switch still works; it is only not remembered.
    saveChoice(LANG_CHOICE_KEY, lang);
  };
  return (
    <a
      href={href}
      hrefLang={hrefLang}
      lang={hrefLang}
      className="nav-link lang-switch"
      aria-label={ariaLabel}
      onClick={remember}
    >
      <Icon name="language" size={18} />
      <span>{label}</span>
    </a>
  );
}
