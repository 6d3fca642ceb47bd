// The terminal output of `rsbuild build`, kept as text (scripts/build/screenshots.ts captures it) and shown as a
// terminal block: real text a reader can select and search, in the site's colours.

const ANSI = /\u001b\[[0-9;]*m/g;

/** The captured stdout without colour codes, trailing spaces or surrounding blank lines. */
export function buildOutputTable(stdout: string): string {
  const lines = stdout
    .replace(ANSI, '')
    .split('\n')
    .map((l) => l.trimEnd());
  while (lines.length && !lines[0]) lines.shift();
  while (lines.length && !lines.at(-1)) lines.pop();
  return `${lines.join('\n')}\n`;
}

export type TerminalLineKind = 'banner' | 'info' | 'ready' | 'warn' | 'error' | 'heading' | 'total' | 'plain';
export interface TerminalLine {
  kind: TerminalLineKind;
  /** The log level word (`info`, `ready`) shown in its colour, then the rest of the line. */
  label?: string;
  text: string;
}

/** Splits the output into lines, each with the kind the terminal colours it by. */
export function terminalLines(output: string): TerminalLine[] {
  return output
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => {
      const level = line.match(/^(info|ready|warn|error)(\s+)(.*)$/);
      if (level) return { kind: level[1] as TerminalLineKind, label: level[1], text: `${level[2]}${level[3]}` };
      if (/^\s*Rsbuild v\d/.test(line)) return { kind: 'banner', text: line };
      if (/^File \(/.test(line)) return { kind: 'heading', text: line };
      if (/^\s+Total:/.test(line)) return { kind: 'total', text: line };
      return { kind: 'plain', text: line };
    });
}
