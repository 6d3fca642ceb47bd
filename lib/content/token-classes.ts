// Code token colours as classes. Shiki gives every token of a two-theme block an inline style with both
// colours (`--shiki-light:#CF222E;--shiki-dark:#FF7B72`, 52 characters); the site's pages hold some 40,000
// tokens, each once in the HTML, again in the page's inline payload and again in its .txt payload. The two
// GitHub themes give only a handful of colour pairs, so each pair is a class that
// components/styles/token-classes.css defines with the same variables (a unit test keeps the two in step),
// and plain text, whose colours are the block's own, carries nothing and inherits them. A pair outside the
// table (a grammar the docs do not use yet) keeps its inline style, which colours it just as well.
import type { ShikiTransformer } from 'shiki';

/** The style shiki gives plain text: the colours it also sets on the block's <pre>. */
export const PLAIN_TOKEN_STYLE = '--shiki-light:#1F2328;--shiki-dark:#E6EDF3';

/**
 * Class by token style, the light theme's colour in a letter or two (red, navy, orange, blue, blue bold,
 * purple, green, green bold, grey, maroon, maroon italic): each is written some 80,000 times in the export.
 */
export const TOKEN_CLASSES: Readonly<Record<string, string>> = {
  '--shiki-light:#CF222E;--shiki-dark:#FF7B72': 'r',
  '--shiki-light:#0A3069;--shiki-dark:#A5D6FF': 'n',
  '--shiki-light:#953800;--shiki-dark:#FFA657': 'o',
  '--shiki-light:#0550AE;--shiki-dark:#79C0FF': 'b',
  '--shiki-light:#0550AE;--shiki-light-font-weight:bold;--shiki-dark:#79C0FF;--shiki-dark-font-weight:bold': 'bb',
  '--shiki-light:#8250DF;--shiki-dark:#D2A8FF': 'p',
  '--shiki-light:#116329;--shiki-dark:#7EE787': 'g',
  '--shiki-light:#116329;--shiki-light-font-weight:bold;--shiki-dark:#7EE787;--shiki-dark-font-weight:bold': 'gb',
  '--shiki-light:#6E7781;--shiki-dark:#8B949E': 'y',
  '--shiki-light:#82071E;--shiki-dark:#FFA198': 'm',
  '--shiki-light:#82071E;--shiki-light-font-style:italic;--shiki-dark:#FFA198;--shiki-dark-font-style:italic': 'mi',
};

/** Rewrites each token's inline colours into its class, or drops them for plain text (shiki transformer). */
export function transformerTokenClasses(): ShikiTransformer {
  return {
    name: 'rsbuild-docs:token-classes',
    span(node) {
      const style = node.properties.style;
      if (style === PLAIN_TOKEN_STYLE) delete node.properties.style;
      else if (typeof style === 'string' && Object.hasOwn(TOKEN_CLASSES, style)) {
        delete node.properties.style;
        this.addClassToHast(node, TOKEN_CLASSES[style]);
      }
    },
  };
}
