// Markdown extensions that MDX itself does not parse, rewritten line for line (so error lines still match
// the file): `:::kind title` containers become <Callout>, and a heading's trailing `{#id}` is escaped so
// MDX keeps it as text for remark-heading-ids to take off.
import { ContentError } from './errors';

export const CONTAINER_KINDS = ['tip', 'info', 'warning', 'danger', 'details'] as const;
export type ContainerKind = (typeof CONTAINER_KINDS)[number];

const FENCE = /^\s*(`{3,}|~{3,})/;
const OPEN = /^:::([a-z]+)(?:[ \t]+(.*\S))?[ \t]*$/;
const CLOSE = /^:::[ \t]*$/;
const HEADING_ID = /^(#{1,6}[ \t].*?)[ \t]*\{#([\w-]+)\}[ \t]*$/;

/**
 * @param body the MDX body
 * @param file for error messages
 * @param firstLine the file line the body starts on
 */
export function preprocess(body: string, file: string, firstLine = 1): string {
  let fence: string | undefined;
  let openAt: number | undefined;
  const lines = body.split('\n');
  const out = lines.map((line, i) => {
    const fileLine = firstLine + i;
    const f = line.match(FENCE);
    if (f) {
      if (!fence) fence = f[1];
      else if (f[1][0] === fence[0] && f[1].length >= fence.length && line.trim() === f[1]) fence = undefined;
      return line;
    }
    if (fence) return line;
    if (CLOSE.test(line)) {
      if (openAt === undefined) throw new ContentError(file, 'closing ":::" without an open container', fileLine, 1);
      openAt = undefined;
      return '</Callout>';
    }
    const open = line.match(OPEN);
    if (open) {
      const kind = open[1] as ContainerKind;
      if (!CONTAINER_KINDS.includes(kind)) {
        throw new ContentError(file, `unknown container ":::${kind}" (use ${CONTAINER_KINDS.join(', ')})`, fileLine, 1);
      }
      if (openAt !== undefined) throw new ContentError(file, `containers do not nest (the one opened on line ${openAt} is still open)`, fileLine, 1);
      openAt = fileLine;
      const title = open[2] ? ` title="${open[2].replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"` : '';
      return `<Callout type="${kind}"${title}>`;
    }
    return line.replace(HEADING_ID, '$1 \\{#$2\\}');
  });
  if (openAt !== undefined) throw new ContentError(file, `container opened here is never closed with ":::"`, openAt, 1);
  return out.join('\n');
}
