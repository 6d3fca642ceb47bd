// Code highlighting: rehype-pretty-code on one shiki highlighter for the whole build (creating one per
// page dominated build time), with a light and a dark theme switched by CSS variables.
import type { Options as PrettyCodeOptions } from 'rehype-pretty-code';
import { createHighlighter, type Highlighter } from 'shiki';
import { transformerNotationDiff, transformerNotationFocus, transformerNotationHighlight } from '@shikijs/transformers';

// The -default variants: every token colour meets WCAG AA on the code background of its theme.
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;
export const CODE_LANGS = ['ts', 'tsx', 'js', 'jsx', 'json', 'jsonc', 'bash', 'shell', 'css', 'scss', 'less', 'stylus', 'html', 'vue', 'svelte', 'yaml', 'toml', 'diff', 'markdown', 'mdx', 'xml', 'nginx', 'ini'];

let highlighter: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: CODE_LANGS });
  return highlighter;
}

export const prettyCodeOptions: PrettyCodeOptions = {
  theme: CODE_THEMES,
  keepBackground: false,
  defaultLang: { block: 'text', inline: 'text' },
  getHighlighter: () => getHighlighter(),
  transformers: [transformerNotationDiff(), transformerNotationHighlight(), transformerNotationFocus()],
};
