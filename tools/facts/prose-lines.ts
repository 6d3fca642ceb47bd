// The lines of an MDX page outside its code fences, with their line numbers: what the facts checks read
// as the page's own statements (a code block is checked as code, elsewhere).

/** Each line outside ``` and ~~~ fences, with its 1-based number. */
export function proseLines(source: string): Array<[text: string, line: number]> {
  const lines: Array<[string, number]> = [];
  let fence: string | undefined;
  source.split('\n').forEach((text, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker;
      return;
    }
    if (!fence) lines.push([text, i + 1]);
  });
  return lines;
}
