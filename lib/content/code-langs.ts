// The languages code blocks are highlighted in, and every name a block may give them by.
import { bundledLanguagesInfo } from 'shiki/langs';

export const CODE_LANGS = ['ts', 'tsx', 'js', 'jsx', 'json', 'jsonc', 'bash', 'shell', 'css', 'scss', 'less', 'stylus', 'html', 'vue', 'svelte', 'yaml', 'toml', 'diff', 'markdown', 'mdx', 'xml', 'nginx', 'ini'];

/** Shiki's plain-text names: shown as they are, on purpose. */
const PLAIN = ['text', 'txt', 'plain', 'plaintext', 'ansi'];

let known: Set<string> | undefined;

/** Whether a code block's language is one the highlighter loads, by its id or an alias. */
export function isKnownCodeLang(lang: string): boolean {
  known ??= new Set([
    ...PLAIN,
    ...bundledLanguagesInfo.filter((info) => [info.id, ...(info.aliases ?? [])].some((name) => CODE_LANGS.includes(name))).flatMap((info) => [info.id, ...(info.aliases ?? [])]),
  ]);
  return known.has(lang.toLowerCase());
}
