// What the modal hands to the page a picked result opens: the words of the latest results, to mark there
// (lib/search/page-marks.ts), unless the reader turned marks off.
import { handOffMarks } from '@/lib/search/marks-handoff';
import { markPage, markTerms, pageMarksOn, PAGE_MARKS_KEY } from '@/lib/search/page-marks';
import { readChoice } from '@/lib/browser/reader-choices';

let resultWords: readonly string[] = [];

/** The words the latest results matched (the engine's, with the page's own forms of each). */
export function setResultWords(words: readonly string[]): void {
  resultWords = words;
}

/** Hands the latest results' words to the page `url` opens. */
export function handOffResultMarks(url: string): void {
  if (!pageMarksOn(readChoice(PAGE_MARKS_KEY))) return;
  const terms = markTerms(resultWords);
  if (!terms.length) return;
  handOffMarks({ path: new URL(url, location.href).pathname, apply: (root) => markPage(root, terms) });
}
