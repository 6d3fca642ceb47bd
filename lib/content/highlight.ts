// Code highlighting: rehype-pretty-code on one shiki highlighter for the whole build (creating one per
// page dominated build time), with a light and a dark theme switched by CSS variables.
import type { Options as PrettyCodeOptions } from 'rehype-pretty-code';
import { createHighlighter, type Highlighter } from 'shiki';
import { buildCacheDir, cachedText, currentFingerprint } from './build-cache';
import { transformerNotationDiff, transformerNotationFocus, transformerNotationHighlight } from '@shikijs/transformers';

// The -default variants: every token colour meets WCAG AA on the code background of its theme.
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;
export const CODE_LANGS = ['ts', 'tsx', 'js', 'jsx', 'json', 'jsonc', 'bash', 'shell', 'css', 'scss', 'less', 'stylus', 'html', 'vue', 'svelte', 'yaml', 'toml', 'diff', 'markdown', 'mdx', 'xml', 'nginx', 'ini'];

let highlighter: Promise<Highlighter> | undefined;
let commandHighlighter: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: CODE_LANGS }).then(rememberingHtml);
  return highlighter;
}

/**
 * Shell commands rendered by components at render time (<PackageManagerTabs>): a highlighter with the
 * bash grammar alone, since loading every grammar costs each rendering worker about a second even when
 * every page's MDX comes from the build cache.
 */
export function getCommandHighlighter(): Promise<Highlighter> {
  commandHighlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: ['bash'] }).then(rememberingHtml);
  return commandHighlighter;
}

/**
 * The same code recurs across pages (the two languages share most examples, and inline code repeats),
 * so codeToHtml keeps its results in the build cache, where this process, the other rendering worker and
 * later builds find them (an edited page highlights only its new code); kept on disk rather than in
 * memory, where they only added to each worker's peak. The options rehype-pretty-code passes differ only
 * in language and meta string; the themes and transformers are the ones above (other callers differ in
 * what the key records).
 */
function rememberingHtml(base: Highlighter): Highlighter {
  const codeToHtml: Highlighter['codeToHtml'] = (code, options) => {
    const { lang, meta, transformers } = options;
    const colors = 'themes' in options ? [options.themes, options.defaultColor] : [options.theme];
    const key = JSON.stringify([lang, (meta as { __raw?: string } | undefined)?.__raw, colors, transformers?.length, code]);
    return cachedText('highlight', [currentFingerprint(), key], () => base.codeToHtml(code, options), buildCacheDir());
  };
  return { ...base, codeToHtml };
}

export const prettyCodeOptions: PrettyCodeOptions = {
  theme: CODE_THEMES,
  keepBackground: false,
  defaultLang: { block: 'text', inline: 'text' },
  getHighlighter: () => getHighlighter(),
  transformers: [transformerNotationDiff(), transformerNotationHighlight(), transformerNotationFocus()],
};
