'use client';
// A back-to-top button that appears once a long page has been scrolled well down.
import { useEffect, useState } from 'react';
import { useMessages } from '../layout/LangContext';
import './scroll-to-top.css';
import { Icon } from '../icons/Icon';

/** Scroll handlers run at most every 100 ms (docs/behaviour.md §9). */
const THROTTLE_MS = 100;
/** Shown after one screen of scrolling, on pages at least this many screens long. */
const MIN_SCREENS = 2;

export function ScrollToTop() {
  const m = useMessages();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      timer = undefined;
      const long = document.documentElement.scrollHeight >= window.innerHeight * MIN_SCREENS;
      setVisible(long && window.scrollY > window.innerHeight);
    };
    const onScroll = () => {
      timer ??= setTimeout(update, THROTTLE_MS);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={m['scrollToTop.label']}
      title={m['scrollToTop.label']}
      hidden={!visible}
      onClick={() =>
        window.scrollTo({
          top: 0,
          behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
        })
      }
    >
      <Icon name="arrow-up" size={20} />
    </button>
  );
}
