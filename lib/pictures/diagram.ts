// Lays out the diagrams that pages draw with <Diagram>: rows of boxes from top to bottom, joined by arrows,
// each box a title, an optional note and optional chips (code names). The text comes from the page, so a
// diagram is translated with it; this file only places it. Widths are estimated from the characters, as
// the server cannot measure text: CJK characters take a full em, code a monospace 0.62 em, other text
// about 0.58 em.

export interface DiagramBox {
  title: string;
  note?: string;
  items?: string[];
  /** `strong` marks the box the diagram is about (Rsbuild itself), in the brand colour. */
  tone?: 'strong';
}
/** A row is one box across the width, or several side by side. */
export type DiagramRow = DiagramBox | DiagramBox[];

export const DIAGRAM_WIDTH = 400;
const PAD = 8;
const GAP_X = 10;
const ARROW_GAP = 30;
const TITLE_SIZE = 15;
const NOTE_SIZE = 13;
const CHIP_SIZE = 12.5;
const CHIP_H = 24;
const CHIP_GAP = 6;
const INNER = 10;

const isWide = (ch: string) => /[\u2e80-\u9fff\uff00-\uffef\u3000-\u303f]/.test(ch);

/** Estimated width of `text` at `size` px; `mono` for code. */
export function textWidth(text: string, size: number, mono = false): number {
  let em = 0;
  for (const ch of text)
    em += isWide(ch) ? 1 : mono ? 0.62 : /[A-Z@mw]/.test(ch) ? 0.72 : /[il.,:;'| ]/.test(ch) ? 0.32 : 0.56;
  return em * size;
}

/** Breaks `text` into lines no wider than `max`: at spaces, or between any two CJK characters. */
export function wrapText(text: string, size: number, max: number): string[] {
  const tokens =
    text.match(
      /[\u2e80-\u9fff\uff00-\uffef\u3000-\u303f][，。、；：）」]?|[^\s\u2e80-\u9fff\uff00-\uffef\u3000-\u303f]+\s*|\s+/g,
    ) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (line && textWidth((line + token).trimEnd(), size) > max) {
      lines.push(line.trimEnd());
      line = token.trimStart();
    } else line += token;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

export interface PlacedText {
  x: number;
  y: number;
  text: string;
}
export interface PlacedChip extends PlacedText {
  width: number;
  chipX: number;
  chipY: number;
}
export interface PlacedBox {
  x: number;
  y: number;
  width: number;
  height: number;
  strong: boolean;
  title: PlacedText;
  note: PlacedText[];
  chips: PlacedChip[];
}
export interface PlacedArrow {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
export interface DiagramLayout {
  width: number;
  height: number;
  boxes: PlacedBox[];
  arrows: PlacedArrow[];
  fontSizes: { title: number; note: number; chip: number };
}

function placeBox(box: DiagramBox, x: number, y: number, width: number): PlacedBox {
  const inner = width - 2 * INNER;
  let cursor = y + INNER + TITLE_SIZE;
  const title = { x: x + width / 2, y: cursor, text: box.title };
  const note = (box.note ? wrapText(box.note, NOTE_SIZE, inner) : []).map((text) => {
    cursor += NOTE_SIZE * 1.45;
    return { x: x + width / 2, y: cursor, text };
  });
  // Chips fill lines from the left; each line is then centred in the box.
  const lines: { text: string; width: number }[][] = [];
  for (const text of box.items ?? []) {
    const w = Math.min(inner, Math.ceil(textWidth(text, CHIP_SIZE, true)) + 14);
    const last = lines.at(-1);
    const used = last ? last.reduce((s, c) => s + c.width + CHIP_GAP, 0) : Infinity;
    if (last && used + w <= inner) last.push({ text, width: w });
    else lines.push([{ text, width: w }]);
  }
  const chips: PlacedChip[] = [];
  if (lines.length) cursor += 8;
  for (const line of lines) {
    const total = line.reduce((s, c) => s + c.width, 0) + CHIP_GAP * (line.length - 1);
    let cx = x + (width - total) / 2;
    for (const c of line) {
      chips.push({
        text: c.text,
        width: c.width,
        chipX: cx,
        chipY: cursor,
        x: cx + c.width / 2,
        y: cursor + CHIP_H / 2 + CHIP_SIZE * 0.36,
      });
      cx += c.width + CHIP_GAP;
    }
    cursor += CHIP_H + CHIP_GAP;
  }
  if (lines.length) cursor -= CHIP_GAP;
  return {
    x,
    y,
    width,
    height: cursor - y + INNER + (lines.length ? 0 : 4),
    strong: box.tone === 'strong',
    title,
    note,
    chips,
  };
}

export function layoutDiagram(rows: DiagramRow[]): DiagramLayout {
  const boxes: PlacedBox[] = [];
  const arrows: PlacedArrow[] = [];
  let y = PAD;
  let previous: PlacedBox[] = [];
  for (const row of rows) {
    const list = Array.isArray(row) ? row : [row];
    const width = (DIAGRAM_WIDTH - 2 * PAD - GAP_X * (list.length - 1)) / list.length;
    const placed = list.map((box, i) => placeBox(box, PAD + i * (width + GAP_X), y, width));
    // Boxes of a row share the tallest one's height, so the arrows below start on one line.
    const height = Math.max(...placed.map((b) => b.height));
    for (const b of placed) b.height = height;
    arrows.push(...connect(previous, placed));
    boxes.push(...placed);
    previous = placed;
    y += height + ARROW_GAP;
  }
  return {
    width: DIAGRAM_WIDTH,
    height: y - ARROW_GAP + PAD,
    boxes,
    arrows,
    fontSizes: { title: TITLE_SIZE, note: NOTE_SIZE, chip: CHIP_SIZE },
  };
}

/** Column to column when the rows have as many boxes; otherwise every box of one to every box of the other (fan out, fan in). */
function connect(from: PlacedBox[], to: PlacedBox[]): PlacedArrow[] {
  const mid = (b: PlacedBox) => b.x + b.width / 2;
  const arrow = (a: PlacedBox, b: PlacedBox) => ({ x1: mid(a), y1: a.y + a.height, x2: mid(b), y2: b.y });
  if (!from.length) return [];
  if (from.length === to.length) return from.map((a, i) => arrow(a, to[i]));
  return from.flatMap((a) => to.map((b) => arrow(a, b)));
}
