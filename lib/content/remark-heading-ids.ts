// Heading ids from github-slugger, the one rule shared by anchors, the outline and search; a trailing
// `{#id}` in the heading sets the id explicitly (preprocess escaped it into text). An explicit id is
// registered with the slugger, so a later heading never gets it too.
import type { Root, Heading, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import GithubSlugger from 'github-slugger';

const EXPLICIT = /[ \t]*\{#([\w-]+)\}$/;

export function headingId(node: Heading): string | undefined {
  return (node.data as { id?: string } | undefined)?.id;
}

export interface HeadingIdOptions {
  /** An explicit id that an earlier heading (`first`) already has: the content check reports it. */
  onDuplicate?: (id: string, heading: Heading, first: Heading) => void;
}

export function remarkHeadingIds({ onDuplicate }: HeadingIdOptions = {}) {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    const owners = new Map<string, Heading>();
    visit(tree, 'heading', (node: Heading) => {
      const last = node.children.at(-1);
      let id: string | undefined;
      if (last?.type === 'text') {
        const match = (last as Text).value.match(EXPLICIT);
        if (match) {
          id = match[1];
          (last as Text).value = (last as Text).value.replace(EXPLICIT, '');
          const first = owners.get(id);
          if (first) onDuplicate?.(id, node, first);
          slugger.occurrences[id] ??= 0;
        }
      }
      id ??= slugger.slug(toString(node));
      if (!owners.has(id)) owners.set(id, node);
      const data = (node.data ??= {}) as Record<string, unknown>;
      data.id = id;
      data.hProperties = { ...(data.hProperties as object), id };
    });
  };
}
