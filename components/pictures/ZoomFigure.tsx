'use client';
// A picture that is not an image (an SVG diagram, a chart) zooms like one: on a click or a tap on it, or
// through its button from the keyboard. The zoom itself (figure-zoom.ts) is fetched when the reader first
// points at the picture or focuses the button, so a page carries only this wrapper.
import { useRef, type ReactNode } from 'react';

const loadZoom = () => import('./figure-zoom');

export function ZoomFigure({
  className,
  label,
  caption,
  children,
}: {
  className: string;
  label: string;
  caption?: ReactNode;
  children: ReactNode;
}) {
  const target = useRef<HTMLDivElement>(null);
  const control = useRef<HTMLButtonElement>(null);
  const open = async () => (await loadZoom()).openFigureZoom(target.current!, control.current!);
  return (
    <figure className={`picture zoomable ${className}`}>
      {/* A click that ends a text selection in the picture selects, it does not zoom. The keyboard zooms
          through the button below, so the picture's own click is a pointer shortcut. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        ref={target}
        className="picture-zoom-target"
        onPointerEnter={loadZoom}
        onClick={() => window.getSelection()?.isCollapsed !== false && open()}
      >
        {children}
      </div>
      <button
        ref={control}
        type="button"
        className="picture-zoom-control"
        aria-label={label}
        onFocus={loadZoom}
        onClick={open}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5 21 21M10.5 7.5v6M7.5 10.5h6" />
        </svg>
      </button>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
