// The `utils` of the chain and config hooks as the plugin hooks page lists them, against the types of the
// installed package. A hook's "Parameters" bullet names its utils in code spans: all of them (for
// modifyBundlerChain), or relative to modifyBundlerChain's ("everything modifyBundlerChain gets except
// `bundler`, plus `addRules`, ..."), where a name that modifyBundlerChain has is taken away and one it has
// not is added, whatever the language's word order.
import type { MemberType } from './package-types';

/** The plugin hooks pages, one per language. */
export const HOOK_PAGES = ['content/en/plugins/dev/hooks.mdx', 'content/zh/plugins/dev/hooks.mdx'];

/** The hooks whose utils the page lists, and the type of those utils. */
export const UTILS_OF: Record<string, MemberType> = {
  modifyBundlerChain: 'ModifyBundlerChainUtils',
  modifyRspackConfig: 'ModifyRspackConfigUtils',
  modifyWebpackChain: 'ModifyWebpackChainUtils',
};
const BASE = 'modifyBundlerChain';

export interface UtilsClaim {
  hook: string;
  line: number;
  /** The utils' names the page says the hook receives. */
  names: string[];
}

/** The names in code spans of a bullet, outside parentheses (which explain a name: `name` (use `target`)). */
const namesIn = (text: string) =>
  [...text.replace(/[(（][^)）]*[)）]/g, '').matchAll(/`([\w$-]+)`/g)]
    .map((m) => m[1])
    .filter((n) => n !== 'utils' && n !== 'rspack-chain' && n !== BASE);

/** The utils each hook's "Parameters" bullet lists, in the order of UTILS_OF. */
export function utilsClaims(source: string): UtilsClaim[] {
  const lines = source.split('\n');
  const claims: UtilsClaim[] = [];
  let base: string[] = [];
  for (const hook of Object.keys(UTILS_OF)) {
    const heading = lines.findIndex((l) => new RegExp(`^###\\s+${hook}\\b`).test(l));
    const at = lines.findIndex((l, i) => i > heading && /^- \*\*(?:Parameters|参数)/.test(l));
    if (heading < 0 || at < 0) throw new Error(`no "Parameters" bullet under "### ${hook}"`);
    const named = namesIn(lines[at]);
    const relative = hook !== BASE && lines[at].includes(`\`${BASE}\``);
    const names = relative
      ? [...base.filter((n) => !named.includes(n)), ...named.filter((n) => !base.includes(n))]
      : named;
    if (hook === BASE) base = names;
    claims.push({ hook, line: at + 1, names });
  }
  return claims;
}
