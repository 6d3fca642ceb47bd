// The CLI page against the installed `rsbuild` binary: the commands, their aliases, which command takes
// which flag, each flag's short alias and argument, and the defaults the help prints. The help text is
// what a reader sees, so it is the reference; only command aliases are read from the code, because the
// help never prints them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError } from '../../lib/content/errors';
import { proseLines } from './prose-lines';

/** The CLI pages, relative to the project, one per language. */
export const CLI_PAGES = ['content/en/guide/basic/cli.mdx', 'content/zh/guide/basic/cli.mdx'];

export interface CliOption {
  /** As the help writes it: `-o, --open [url]`. */
  raw: string;
  /** `['-o', '--open']`. */
  names: string[];
  /** `[url]` or `<port>`, when the flag takes a value. */
  arg?: string;
  default?: string;
}

export interface CliHelp {
  /** The command the help is for: `''` for the default command. */
  command: string;
  /** The commands the root help lists, `''` for the default one. */
  commands: string[];
  options: CliOption[];
}

export interface InstalledCli {
  /** The help of each command, `''` for the default one. */
  help: Map<string, CliHelp>;
  /** Alias to command: `dev` -> `''`. */
  aliases: Map<string, string>;
}

// Cut by cac's help layout: two spaces, the flags, two or more spaces, the description.
const OPTION_LINE = /^ {2}(-\S.*?)(?: {2,}(.*?))?\s*$/;

/** `-o, --open [url]` -> names and argument. */
export function parseFlags(raw: string): Pick<CliOption, 'names' | 'arg'> {
  const text = raw.trim();
  const arg = /\s([<[][^\]>]*[\]>])$/.exec(text)?.[1];
  const names = (arg ? text.slice(0, -arg.length) : text)
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return { names, arg };
}

const key = (o: Pick<CliOption, 'names'>) => o.names.find((n) => n.startsWith('--')) ?? o.names[0];

/** The parts of one `--help` output that the page documents. */
export function parseHelp(text: string): CliHelp {
  const lines = text.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const usage = lines.find((l) => /^\s*\$ rsbuild\b/.test(l)) ?? '';
  const command = usage.replace(/^\s*\$ rsbuild\s*/, '').split(/\s/)[0] ?? '';
  const section = (title: string) => {
    const start = lines.findIndex((l) => l.trim() === title);
    if (start < 0) return [];
    const end = lines.findIndex((l, i) => i > start && l.trim() === '');
    return lines.slice(start + 1, end < 0 ? undefined : end);
  };
  const commands = section('Commands:').map((l) => /^ {2}(\S*)\s/.exec(l)?.[1] ?? '');
  const options = section('Options:').flatMap((l) => {
    const m = OPTION_LINE.exec(l);
    if (!m) return [];
    const flags = m[1].trim();
    const def = /\(default: (.*)\)$/.exec(m[2] ?? '')?.[1];
    return [{ raw: flags, ...parseFlags(flags), default: def }];
  });
  return { command, commands, options };
}

/** Runs the installed binary's help for every command, in an empty folder so no config is read. */
export function readInstalledCli(projectDir = process.cwd()): InstalledCli {
  const bin = path.join(projectDir, 'node_modules', '.bin', 'rsbuild');
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-cli-help-'));
  const run = (args: string[]) =>
    execFileSync(process.execPath, [bin, ...args, '--help'], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
  try {
    const root = parseHelp(run([]));
    const help = new Map<string, CliHelp>([['', root]]);
    for (const command of root.commands.filter(Boolean)) help.set(command, parseHelp(run([command])));
    // cac prints no alias; the registration in the code is the only place that names it.
    const code = fs.readFileSync(path.join(projectDir, 'node_modules', '@rsbuild', 'core', 'dist', 'index.js'), 'utf8');
    const aliases = new Map<string, string>();
    for (const m of code.matchAll(/\.command\('([^']*)',[^)]*\)((?:\.alias\('[^']+'\))+)/g)) {
      for (const a of m[2].matchAll(/\.alias\('([^']+)'\)/g)) aliases.set(a[1], m[1]);
    }
    return { help, aliases };
  } finally {
    fs.rmSync(cwd, { recursive: true, force: true });
  }
}

interface PageRow {
  line: number;
  /** The first cell as written. */
  first: string;
  /** The first cell's code, when the cell is one code span. */
  code: string;
  /** The rest of the row. */
  text: string;
}

interface PageSection {
  line: number;
  level: number;
  title: string;
  id?: string;
  rows: PageRow[];
  /** Inline code of the prose, outside tables and code blocks. */
  prose: string[];
}

/** Headings with the table rows and inline code under each, code blocks left out. */
export function pageSections(source: string): PageSection[] {
  const sections: PageSection[] = [{ line: 1, level: 1, title: '', rows: [], prose: [] }];
  for (const [text, line] of proseLines(source)) {
    const heading = /^(#{1,6})\s+(.*?)(?:\s*\{#([\w-]+)\})?\s*$/.exec(text);
    if (heading) {
      sections.push({ line, level: heading[1].length, title: heading[2], id: heading[3], rows: [], prose: [] });
      continue;
    }
    const current = sections[sections.length - 1];
    if (/^\s*\|/.test(text)) {
      const cells = text
        .replace(/\\\|/g, '\u0000')
        .split('|')
        .slice(1, -1)
        .map((c) => c.replace(/\u0000/g, '|').trim());
      const first = cells[0] ?? '';
      if (!/^:?-+:?$/.test(first))
        current.rows.push({
          line,
          first,
          code: /^`([^`]+)`$/.exec(first)?.[1] ?? '',
          text: cells.slice(1).join(' | '),
        });
      continue;
    }
    for (const m of text.matchAll(/`([^`]+)`/g)) current.prose.push(m[1]);
  }
  return sections;
}

const DEFAULT_CLAIMS = [/`([^`]+)`\s*[(（](?:default|默认)[)）]/i, /(?:defaults? to|默认值?(?:为|是))\s*`([^`]+)`/i];

/** Problems of one CLI page against the installed CLI, each at its line. */
export function cliPageProblems(file: string, source: string, cli: InstalledCli): ContentError[] {
  const errors: ContentError[] = [];
  const fail = (line: number, reason: string) => errors.push(new ContentError(file, reason, line));
  const sections = pageSections(source);
  const byId = (id: string) => sections.find((s) => s.id === id);
  const helpCommands = [...cli.help.keys()];
  const label = (command: string) => (command ? `rsbuild ${command}` : 'rsbuild');
  const resolve = (name: string) => (cli.help.has(name) ? name : cli.aliases.get(name));
  const listed = (command: string) =>
    cli.help
      .get(command)!
      .options.map((o) => `\`${o.raw}\``)
      .join(', ');

  // Commands and their aliases, from the commands table.
  const commandsSection = byId('commands');
  if (!commandsSection) fail(1, 'no "## ... {#commands}" section: the page must list the commands of the CLI');
  else {
    const named = new Set<string>();
    for (const row of commandsSection.rows) {
      for (const m of row.first.matchAll(/`rsbuild(?: ([\w-]+))?`/g)) {
        const name = m[1] ?? '';
        named.add(name);
        if (resolve(name) === undefined)
          fail(
            row.line,
            `\`${label(name)}\` is not a command of the installed rsbuild: \`rsbuild --help\` lists ${helpCommands.map((c) => `\`${label(c)}\``).join(', ')}`,
          );
      }
    }
    for (const command of helpCommands) {
      if (!named.has(command))
        fail(
          commandsSection.line,
          `\`rsbuild --help\` lists the command \`${label(command)}\`, which the commands table does not`,
        );
    }
    for (const [alias, command] of cli.aliases) {
      if (!named.has(alias))
        fail(
          commandsSection.line,
          `\`${label(alias)}\` is an alias of \`${label(command)}\` in the installed rsbuild, and the commands table does not name it`,
        );
    }
  }

  // One section per command, `### rsbuild build`, holding the table of its own flags.
  const commandSections = new Map<string, PageSection>();
  for (const s of sections) {
    const m = /^rsbuild(?: ([\w-]+))?$/.exec(s.title);
    if (s.level !== 3 || !m) continue;
    const command = resolve(m[1] ?? '');
    if (command === undefined) fail(s.line, `\`${label(m[1] ?? '')}\` is not a command of the installed rsbuild`);
    else commandSections.set(command, s);
  }
  const global = byId('global-options');
  if (!global) fail(1, 'no "## ... {#global-options}" section: the page must list the flags every command takes');
  const usage = byId('usage');

  const row = (rows: PageRow[], option: CliOption) =>
    rows.find((r) => /^-/.test(r.code) && key(parseFlags(r.code)) === key(option));
  const sameFlag = (r: PageRow, option: CliOption) => {
    const page = parseFlags(r.code);
    return page.names.join(', ') === option.names.join(', ') && (page.arg ?? '') === (option.arg ?? '');
  };
  const checkDefault = (r: PageRow, option: CliOption, command: string) => {
    // cac prints `(default: true)` for every `--no-*` flag and `(default: )` for an empty list: neither is a value a reader passes.
    if (!option.default || option.names.some((n) => n.startsWith('--no-'))) return;
    const claimed = DEFAULT_CLAIMS.map((re) => re.exec(r.text)?.[1]).find(Boolean);
    if (claimed !== option.default) {
      fail(
        r.line,
        `\`${label(command)} --help\` gives \`${key(option)}\` the default \`${option.default}\`; ${claimed ? `the page says \`${claimed}\`` : 'the page does not say so (write "`' + option.default + '` (default)")'}`,
      );
    }
  };

  // Every global row must be a flag of every command, as the command's own help prints it.
  for (const r of global?.rows ?? []) {
    if (!/^-/.test(r.code)) continue;
    const page = parseFlags(r.code);
    const missing = helpCommands.filter((c) => !cli.help.get(c)!.options.some((o) => key(o) === key(page)));
    if (missing.length) {
      fail(
        r.line,
        `\`${r.code}\` is listed among the flags every command takes, but ${missing.map((c) => `\`${label(c)} --help\``).join(', ')} ${missing.length > 1 ? 'do' : 'does'} not list it`,
      );
      continue;
    }
    const differing = helpCommands.find(
      (c) =>
        !sameFlag(
          r,
          cli.help.get(c)!.options.find((o) => key(o) === key(page))!,
        ),
    );
    if (differing !== undefined) {
      fail(
        r.line,
        `the page writes \`${r.code}\`, \`${label(differing)} --help\` writes \`${cli.help.get(differing)!.options.find((o) => key(o) === key(page))!.raw}\``,
      );
    }
    checkDefault(
      r,
      cli.help.get('')!.options.find((o) => key(o) === key(page))!,
      '',
    );
  }

  for (const command of helpCommands) {
    const help = cli.help.get(command)!;
    const section = commandSections.get(command);
    if (!section) {
      fail(
        commandsSection?.line ?? 1,
        `the page has no "### ${label(command)}" section for a command \`rsbuild --help\` lists`,
      );
      continue;
    }
    // Its own rows: each must be a flag of this command.
    for (const r of section.rows) {
      if (!/^-/.test(r.code)) continue;
      const option = help.options.find((o) => key(o) === key(parseFlags(r.code)));
      if (!option)
        fail(
          r.line,
          `\`${r.code}\` is not a flag of \`${label(command)}\`: \`${label(command)} --help\` lists ${listed(command)}`,
        );
      else {
        if (!sameFlag(r, option))
          fail(r.line, `the page writes \`${r.code}\`, \`${label(command)} --help\` writes \`${option.raw}\``);
        checkDefault(r, option, command);
      }
    }
    // Every flag of the help must be on the page: in the command's table, among the global flags, or,
    // for the bare `rsbuild`, in the usage section (`-v` works only without a command).
    for (const option of help.options) {
      if (row(section.rows, option) || row(global?.rows ?? [], option)) continue;
      if (command === '' && usage?.prose.some((code) => option.names.includes(code.split(/\s/)[0]))) continue;
      fail(
        section.line,
        `\`${label(command)} --help\` lists \`${option.raw}\`, which the page documents neither under "${section.title}" nor among the global flags`,
      );
    }
  }
  return errors;
}

/** Both CLI pages against the installed binary. */
export function checkCliPages(projectDir = process.cwd(), cli = readInstalledCli(projectDir)): ContentError[] {
  return CLI_PAGES.flatMap((file) => cliPageProblems(file, fs.readFileSync(path.join(projectDir, file), 'utf8'), cli));
}
