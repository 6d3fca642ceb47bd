// Code highlighting: rehype-pretty-code on one shiki highlighter per process (creating one per page
// dominated build time), with a light and a dark theme switched by CSS variables. Highlighted code is
// cached only as part of its page's compiled MDX (compile-page.ts): a cache entry per code block cost a
// cold build more in file writes (about 3,500 files) than the highlighting it saved.
//
// Shiki and its transformers are imported when first used: under `next dev`, Next loads a route's code in a
// new process of its own just to list the route's pages (generateStaticParams), before each first page of
// the route, and loading them there was time the page waited for.
import type { Options as PrettyCodeOptions } from 'rehype-pretty-code';
import type { Highlighter, LanguageRegistration } from 'shiki';
import { CODE_LANGS } from './code-langs';
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
 * The build's grammars run on JavaScript's own regular expressions, not on the Oniguruma WebAssembly engine:
 * its memory grew to about 185 MB in each process that highlighted the site's code, and WebAssembly memory
 * never shrinks, while the same work on the JavaScript engine takes about 110 MB less and its garbage is
 * collected. Alone it is about a fifth slower; in the build's two rendering workers the difference was
 * within the machine's noise. `next dev` is one process, where the first page waits on its highlighting:
 * there Oniguruma, which spares translating each grammar's expressions first (about 0.4 s of a first page
 * with TypeScript). Both give the same tokens (highlight.test.ts compares the two on every code block of
 * the content).
 */
async function highlighterEngine(oniguruma = process.env.NODE_ENV === 'development') {
  if (oniguruma) {
    const { createOnigurumaEngine } = await import('shiki/engine/oniguruma');
    return createOnigurumaEngine(import('shiki/wasm'));
  }
  return (await import('shiki/engine/javascript')).createJavaScriptRegexEngine();
}

/** A highlighter with the site's themes and these grammars. */
async function createHighlighter(langs: string[], oniguruma?: boolean): Promise<Highlighter> {
  // One import after the other: Jest's ESM loader fails on two at once that share modules.
  const { createHighlighter: create } = await import('shiki');
  return create({ themes: Object.values(CODE_THEMES), langs, engine: await highlighterEngine(oniguruma) });
}

/**
 * The build loads every grammar of CODE_LANGS at once. Under `next dev`, where that was about 1.5 s of the
 * first page, a grammar is loaded when a page first has code in its language (rehype-pretty-code asks for
 * each language of a page before it highlights), together with every grammar it can reach (grammarsFor):
 * the grammars a block is tokenized with are then those of the build (highlight.test.ts compares them on
 * every code block of the content).
 */
export function getHighlighter(): Promise<Highlighter> {
  // On globalThis under `next dev`, which bundles this module once per route group: the grammars the first
  // English page compiled serve the Chinese pages too.
  if (process.env.NODE_ENV === 'development') return (devShared.__highlighter ??= untimed(onDemandHighlighter()));
  highlighter ??= untimed(createHighlighter(CODE_LANGS));
  return highlighter;
}
const devShared = globalThis as { __highlighter?: Promise<Highlighter> };

/**
 * A highlighter with no grammar yet, whose loadLanguage(name) loads the language's as grammarsFor gives
 * them; on Oniguruma under `next dev` (or when asked).
 */
export function onDemandHighlighter(oniguruma?: boolean): Promise<Highlighter> {
  return loadingOnDemand(createHighlighter([], oniguruma));
}

let codeLangGrammars: Promise<LanguageRegistration[]> | undefined;

/** The scopes a grammar takes rules from (`source.css` of `include: "source.css#rule"`), its own left out. */
function includedScopes(grammar: LanguageRegistration): Set<string> {
  const scopes = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === 'include' && typeof item === 'string' && !/^[#$]/.test(item)) scopes.add(item.split('#')[0]);
        else walk(item);
      }
    }
  };
  walk(grammar);
  scopes.delete(grammar.scopeName);
  return scopes;
}

/**
 * The grammars a code block in `lang` is tokenized with when every grammar of CODE_LANGS is loaded, as the
 * build has them: the language's own (with the languages it embeds), then, over and over, every grammar of
 * those that one of them includes rules from or names as embedded, and every one that injects into a scope
 * of one of them. Undefined for a language shiki does not bundle.
 */
export async function grammarsFor(lang: string): Promise<LanguageRegistration[] | undefined> {
  const { bundledLanguages } = await import('shiki');
  const load = bundledLanguages[lang as keyof typeof bundledLanguages];
  if (!load) return undefined;
  codeLangGrammars ??= Promise.all(CODE_LANGS.map((name) => bundledLanguages[name as keyof typeof bundledLanguages]())).then((modules) => modules.flatMap((m) => m.default));
  const own = (await load()).default;
  const pool = [...own, ...(await codeLangGrammars)];
  const byScope = new Map<string, LanguageRegistration>();
  const byName = new Map<string, LanguageRegistration>();
  for (const grammar of pool.toReversed()) {
    byScope.set(grammar.scopeName, grammar);
    for (const name of [grammar.name, ...(grammar.aliases ?? [])]) byName.set(name, grammar);
  }
  const chosen = new Map<string, LanguageRegistration>();
  const queue: LanguageRegistration[] = [];
  const choose = (grammar: LanguageRegistration | undefined) => {
    if (!grammar || chosen.has(grammar.name)) return;
    chosen.set(grammar.name, grammar);
    queue.push(grammar);
  };
  own.forEach(choose);
  const injectsIntoChosen = (grammar: LanguageRegistration) =>
    grammar.injectTo?.some((scope) => [...chosen.values()].some((c) => c.scopeName === scope || c.scopeName.startsWith(`${scope}.`)));
  while (queue.length) {
    while (queue.length) {
      const grammar = queue.pop()!;
      for (const scope of includedScopes(grammar)) choose(byScope.get(scope));
      for (const name of grammar.embeddedLangs ?? []) choose(byName.get(name));
    }
    pool.filter(injectsIntoChosen).forEach(choose);
  }
  return [...chosen.values()];
}

const loadingOnDemand = (created: Promise<Highlighter>): Promise<Highlighter> =>
  created.then((h) => ({
    ...h,
    loadLanguage: async (...langs) => {
      for (const lang of langs) {
        const grammars = typeof lang === 'string' ? await grammarsFor(lang) : undefined;
        if (!grammars) await h.loadLanguage(lang);
        else {
          const missing = grammars.filter((g) => !h.getLoadedLanguages().includes(g.name));
          if (missing.length) await h.loadLanguage(...missing);
        }
      }
    },
  }));

/**
 * Shell commands rendered by components at render time (<PackageManagerTabs>): a highlighter with the
 * bash grammar alone, since loading every grammar costs each rendering worker about a second even when
 * every page's MDX comes from the build cache. Under `next dev`, the page's highlighter, with bash's
 * grammars loaded (the same ones, grammarsFor): one highlighter's grammars compiled, not two.
 */
export function getCommandHighlighter(): Promise<Highlighter> {
  commandHighlighter ??=
    process.env.NODE_ENV === 'development'
      ? getHighlighter().then(async (h) => (await h.loadLanguage('bash'), h))
      : untimed(createHighlighter(['bash']));
  return commandHighlighter;
}

let prettyCode: Promise<PrettyCodeOptions> | undefined;

/** rehype-pretty-code's options. */
export function prettyCodeOptions(): Promise<PrettyCodeOptions> {
  prettyCode ??= import('@shikijs/transformers').then(({ transformerNotationDiff, transformerNotationFocus, transformerNotationHighlight }) => ({
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
  }));
  return prettyCode;
}
