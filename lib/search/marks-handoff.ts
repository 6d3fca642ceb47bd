// The hand-over of a picked search result's marks to the page it opens. The search modal (loaded on
// demand) leaves here how to mark the page; the layout's SearchMarks applies it once that page is
// shown. This file ships with every page, so it imports nothing.

export interface MarksHandoff {
  /** The pathname of the page the result opens. */
  path: string;
  /** Marks `root`; returns what takes the marks away. */
  apply(root: HTMLElement): () => void;
}

/** Fired when marks are handed over, for a result on the page already open (no route change follows). */
export const MARKS_HANDOFF_EVENT = 'search-marks-handoff';
/** A hand-over not taken within this time belongs to a result that opened elsewhere (a new tab). */
const HANDOFF_TTL_MS = 10_000;

let pending: (MarksHandoff & { at: number }) | null = null;

const samePath = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

export function handOffMarks(handoff: MarksHandoff): void {
  pending = { ...handoff, at: Date.now() };
  window.dispatchEvent(new Event(MARKS_HANDOFF_EVENT));
}

/** The marks handed over for `path`, once. */
export function takeMarks(path: string, now = Date.now()): MarksHandoff | null {
  if (!pending || now - pending.at > HANDOFF_TTL_MS) return (pending = null);
  if (!samePath(pending.path, path)) return null;
  const taken = pending;
  pending = null;
  return taken;
}
