'use client';
// Zoom for content images. medium-zoom is loaded only when the reader points at or clicks such an image,
// so it never weighs on the first visit.
import { useEffect } from 'react';
import './image-zoom.css';
import {
  assertZoomSelector,
  isUnreachableImage,
  unreachableImageWarning,
  ZOOM_BACKGROUND,
  ZOOM_SCROLL_OFFSET,
} from '@/lib/browser/image-zoom';

type Zoom = import('medium-zoom').Zoom;
let zoom: Promise<Zoom> | undefined;

const loadZoom = () =>
  (zoom ??= import('medium-zoom').then(({ default: mediumZoom }) =>
    mediumZoom({ background: ZOOM_BACKGROUND, scrollOffset: ZOOM_SCROLL_OFFSET }),
  ));

export function ImageZoom({ selector }: { selector: string }) {
  useEffect(() => {
    // Raised outside React's render so a bad config shows as an error without blanking the page.
    try {
      assertZoomSelector(selector, (s) => document.querySelectorAll(s));
    } catch (error) {
      setTimeout(() => {
        throw error;
      });
      return;
    }
    const target = (e: Event) => {
      const el = e.target;
      return el instanceof HTMLImageElement && el.matches(selector) ? el : undefined;
    };
    const onPointerOver = (e: Event) => target(e) && loadZoom();
    const onClick = async (e: MouseEvent) => {
      const img = target(e);
      // Once attached, medium-zoom handles the image's clicks itself.
      if (!img || img.classList.contains('medium-zoom-image')) return;
      if (isUnreachableImage(img)) {
        console.warn(unreachableImageWarning(img.currentSrc || img.src));
        return;
      }
      e.preventDefault();
      const z = await loadZoom();
      z.attach(img);
      z.open({ target: img });
    };
    document.addEventListener('pointerover', onPointerOver);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('click', onClick);
    };
  }, [selector]);
  return null;
}
