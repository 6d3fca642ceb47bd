// One wording per term on the Chinese pages, as the config pages use it. A page that drifts (an English
// label left in, a section name that means something else) fails the content check at its line.
import { ContentError } from '../../lib/content/errors';
import type { PageData } from '../../lib/content/page-data';
import type { Lang } from '../../lib/site-config';

export interface TermRule {
  /** What must not appear in Chinese prose. */
  wrong: RegExp;
  use: string;
  why: string;
}

export const ZH_TERMS: TermRule[] = [
  { wrong: /\*\*Type:\*\*/, use: '**类型：**', why: 'option labels are Chinese, as on the config pages' },
  { wrong: /\*\*Default:\*\*/, use: '**默认值：**', why: 'option labels are Chinese, as on the config pages' },
  { wrong: /^#+ 常见问题 \{#pitfalls\}/, use: '注意事项 {#pitfalls}', why: '常见问题 is the name of the FAQ section' },
  { wrong: /这个选项|此选项/, use: '该选项', why: 'one wording for "this option"' },
];

/** Problems of one Chinese page's source, code blocks left out. */
export function termProblems(source: string, file: string, rules = ZH_TERMS): ContentError[] {
  const errors: ContentError[] = [];
  let inFence = false;
  source.split('\n').forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) return;
    for (const rule of rules) {
      if (rule.wrong.test(line))
        errors.push(
          new ContentError(file, `write ${rule.use} (${rule.why}), not "${line.match(rule.wrong)![0]}"`, i + 1),
        );
    }
  });
  return errors;
}

/** The wording rules of each language that has some. */
export const TERMS: Partial<Record<Lang, TermRule[]>> = { zh: ZH_TERMS };

export function checkTerms(pages: PageData[], sources: Map<string, string>): ContentError[] {
  return pages.flatMap((p) => termProblems(sources.get(p.pagePath) ?? '', p.pagePath, TERMS[p.lang] ?? []));
}
