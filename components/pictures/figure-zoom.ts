// Zooms a figure that medium-zoom cannot (it takes only <img>): a copy of the picture is laid over the page
// where the picture is and scaled to the middle of the viewport, over the theme's background. The copy is
// the same markup under the same classes, so its text stays text and its colours the theme's. It closes
// as images do (lib/browser/image-zoom.ts) and gives the focus back to the figure's button.
import { listenForDismiss } from '@/lib/browser/dismiss';
import {
  figureZoomTransform,
  scrolledPastZoomOffset,
  ZOOM_BACKGROUND,
  ZOOM_CLOSE_DELAY,
} from '@/lib/browser/image-zoom';

const OPENED = 'figure-zoom--opened';
/** From opening until the copy is gone after closing: one zoom at a time. */
let active = false;

export function openFigureZoom(target: HTMLElement, control: HTMLElement) {
  const picture = target.firstElementChild as HTMLElement | null;
  if (!picture || active) return;
  active = true;
  const box = picture.getBoundingClientRect();
  const overlay = document.createElement('div');
  overlay.className = 'figure-zoom-overlay';
  overlay.style.background = ZOOM_BACKGROUND;
  // The copy sits in a box of the figure's classes, and of the text column's, for the styles the picture
  // has in the text; readers of the page already have the original, so assistive technology skips the copy.
  const zoomed = document.createElement('div');
  const column = target.closest('.prose') ? 'prose ' : '';
  zoomed.className = `${column}${target.parentElement!.className} figure-zoom-image`;
  zoomed.setAttribute('aria-hidden', 'true');
  Object.assign(zoomed.style, {
    left: `${box.left}px`,
    top: `${box.top}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
    margin: '0',
    maxWidth: 'none',
  });
  zoomed.append(picture.cloneNode(true));
  document.body.append(overlay, zoomed);
  picture.style.visibility = 'hidden';
  const openedAt = window.scrollY;

  requestAnimationFrame(() => {
    document.body.classList.add(OPENED);
    const viewport = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
    zoomed.style.transform = figureZoomTransform(box, viewport);
  });

  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    stopDismiss();
    document.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', close);
    document.body.classList.remove(OPENED);
    zoomed.style.transform = '';
    const done = () => {
      zoomed.remove();
      overlay.remove();
      picture.style.visibility = '';
      active = false;
    };
    // After the transition back (pictures.css); under reduced motion there is none, and this costs nothing.
    setTimeout(done, 300);
    control.focus({ preventScroll: true });
  };
  // Escape closes, and so does any click, which does nothing else (it must not reopen the figure it lands
  // on, or follow a link): nothing on the page is inside the zoom.
  const stopDismiss = listenForDismiss(close, { press: 'click', swallow: true });
  const onScroll = () => scrolledPastZoomOffset(openedAt, window.scrollY) && setTimeout(close, ZOOM_CLOSE_DELAY);
  document.addEventListener('scroll', onScroll);
  window.addEventListener('resize', close);
}
