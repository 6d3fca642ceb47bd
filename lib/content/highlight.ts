// Code highlighting: rehype-pretty-code on one shiki highlighter per process (creating one per page
// dominated build time), with a light and a dark theme switched by CSS variables. Highlighted code is
// cached only as part of its page's compiled MDX (compile-page.ts): a cache entry per code block cost a
// cold build more in file writes (about 3,500 files) than the highlighting it saved.
import type { Options as PrettyCodeOptions } from 'rehype-pretty-code';
import { createHighlighter, type Highlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { CODE_LANGS } from './code-langs';
import { transformerNotationDiff, transformerNotationFocus, transformerNotationHighlight } from '@shikijs/transformers';
import { transformerTokenClasses } from './token-classes';

// The -default variants: every token colour meets WCAG AA on the code background of its theme.
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

let highlighter: Promise<Highlighter> | undefined;
let commandHighlighter: Promise<Highlighter> | undefined;

/**
 * Shiki stops colouring a line after 500 ms by default and leaves the rest plain: on a loaded two-core
 * build machine that happened to a few lines, so the same page came out with different colours from one
 * build to the next. Output must depend on the input only, so lines get all the time they need.
 */
const untimed = (created: Promise<Highlighter>): Promise<Highlighter> =>
  created.then((h) => ({
    ...h,
    codeToHtml: (code, options) => h.codeToHtml(code, { ...options, tokenizeTimeLimit: 0 }),
    codeToHast: (code, options) => h.codeToHast(code, { ...options, tokenizeTimeLimit: 0 }),
    codeToTokens: (code, options) => h.codeToTokens(code, { ...options, tokenizeTimeLimit: 0 }),
  }));

/**
 * Grammars run on JavaScript's own regular expressions, not on the Oniguruma WebAssembly engine: its memory
 * grew to about 185 MB in each process that highlighted the site's code, and WebAssembly memory never
 * shrinks, while the same work on the JavaScript engine takes about 110 MB less and its garbage is
 * collected. Alone it is about a fifth slower; in the build's two rendering workers the difference was
 * within the machine's noise. It gives the same tokens (highlight.test.ts compares the two on every code
 * block of the content).
 */
const highlighterEngine = () => createJavaScriptRegexEngine();

export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= untimed(createHighlighter({ themes: Object.values(CODE_THEMES), langs: CODE_LANGS, engine: highlighterEngine() }));
  return highlighter;
}

/**
 * Shell commands rendered by components at render time (<PackageManagerTabs>): a highlighter with the
 * bash grammar alone, since loading every grammar costs each rendering worker about a second even when
 * every page's MDX comes from the build cache.
 */
export function getCommandHighlighter(): Promise<Highlighter> {
  commandHighlighter ??= untimed(createHighlighter({ themes: Object.values(CODE_THEMES), langs: ['bash'], engine: highlighterEngine() }));
  return commandHighlighter;
}

export const prettyCodeOptions: PrettyCodeOptions = {
  theme: CODE_THEMES,
  keepBackground: false,
  // Inline code stays a plain <code> (styled in global.css, like the config facts' values): a few words need
  // no token colours, and passing each of the site's inline spans through shiki as text cost about 2 s of
  // a cold build and a wrapper span per span in every page's HTML and payload.
  defaultLang: { block: 'text' },
  // Its grid mode writes a space into every empty line (copying then gives a space per blank line);
  // global.css lays the lines out as a grid, and rehype-code-html.ts puts a <br> in an empty one.
  grid: false,
  getHighlighter: () => getHighlighter(),
  transformers: [transformerNotationDiff(), transformerNotationHighlight(), transformerNotationFocus(), transformerTokenClasses()],
};
