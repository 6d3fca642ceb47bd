import fs from 'node:fs';
import path from 'node:path';
import {
  CLI_PAGES,
  checkCliPages,
  cliPageProblems,
  parseFlags,
  parseHelp,
  readInstalledCli,
  type InstalledCli,
} from './cli-flags';

const BUILD_HELP = `
  Rsbuild v1.4.16

rsbuild/1.4.16

Usage:
  $ rsbuild build

Options:
  -w, --watch               turn on watch mode, watch for changes and rebuild 
  -h, --help                Display this message 
  --config-loader <loader>  specify the loader (default: jiti)
  --no-env                  Disable loading \`.env\` files (default: true)
`;

describe('reading the help', () => {
  it('takes the command, the flags, their argument and their default', () => {
    const help = parseHelp(BUILD_HELP);
    expect(help.command).toBe('build');
    expect(help.options).toEqual([
      { raw: '-w, --watch', names: ['-w', '--watch'], arg: undefined, default: undefined },
      { raw: '-h, --help', names: ['-h', '--help'], arg: undefined, default: undefined },
      { raw: '--config-loader <loader>', names: ['--config-loader'], arg: '<loader>', default: 'jiti' },
      { raw: '--no-env', names: ['--no-env'], arg: undefined, default: 'true' },
    ]);
  });

  it('splits an optional argument from the names', () => {
    expect(parseFlags('-o, --open [url]')).toEqual({ names: ['-o', '--open'], arg: '[url]' });
  });
});

describe('the CLI pages against the installed rsbuild', () => {
  let cli: InstalledCli;
  beforeAll(() => {
    cli = readInstalledCli(path.resolve('.'));
  }, 60_000);

  it('reads every command, and dev as an alias of the default one', () => {
    expect([...cli.help.keys()]).toEqual(['', 'build', 'preview', 'inspect']);
    expect(cli.aliases.get('dev')).toBe('');
  });

  it('finds the pages in agreement with the help', () => {
    expect(checkCliPages(path.resolve('.'), cli).map((e) => e.message)).toEqual([]);
  });

  describe('fails at the line of a wrong statement', () => {
    const [file] = CLI_PAGES;
    const source = fs.readFileSync(path.resolve(file), 'utf8');
    const lineOf = (text: string, from = 0) => source.slice(0, source.indexOf(text, from)).split('\n').length;
    const problems = (from: string, to: string) => {
      expect(source).toContain(from);
      return cliPageProblems(file, source.replace(from, to), cli).map((e) => e.message);
    };

    it('a flag the command does not have', () => {
      const row = '| `--port <port>` | The port to listen on. Overrides';
      expect(problems(row, row.replace('--port', '--ports'))).toEqual(
        expect.arrayContaining([
          `${file}:${lineOf(row)}: \`--ports <port>\` is not a flag of \`rsbuild\`: \`rsbuild --help\` lists ${cli.help
            .get('')!
            .options.map((o) => `\`${o.raw}\``)
            .join(', ')}`,
          expect.stringMatching(
            new RegExp(
              `^${file}:${lineOf('### rsbuild dev')}: \`rsbuild --help\` lists \`--port <port>\`, which the page documents neither`,
            ),
          ),
        ]),
      );
    });

    it('a flag under the wrong command', () => {
      const row = '| `-w, --watch` |';
      const preview = source.indexOf('### rsbuild preview');
      const moved = source
        .replace(row, '| `--stay` |')
        .replace(
          '| `--host <host>` | The host to listen on. |',
          '| `--host <host>` | The host to listen on. |\n| `-w, --watch` | Watches. |',
        );
      expect(moved.indexOf('| `-w, --watch` | Watches.')).toBeGreaterThan(preview);
      const messages = cliPageProblems(file, moved, cli).map((e) => e.message);
      expect(messages).toEqual(
        expect.arrayContaining([
          expect.stringContaining('`-w, --watch` is not a flag of `rsbuild preview`'),
          expect.stringContaining('`rsbuild build --help` lists `-w, --watch`'),
        ]),
      );
    });

    it('a flag that only works without a command, among the global flags', () => {
      const row = '| `-h, --help` | Shows the help. |';
      expect(problems(row, `${row}\n| \`-v, --version\` | Shows the version. |`)).toEqual([
        `${file}:${lineOf(row) + 1}: \`-v, --version\` is listed among the flags every command takes, but \`rsbuild build --help\`, \`rsbuild preview --help\`, \`rsbuild inspect --help\` do not list it`,
      ]);
    });

    it('a wrong short alias or argument', () => {
      const row = '| `-o, --open [url]` | Opens the page in the browser once the server is up. With';
      expect(problems(row, row.replace('-o, --open [url]', '-O, --open <url>'))).toEqual([
        `${file}:${lineOf(row)}: the page writes \`-O, --open <url>\`, \`rsbuild --help\` writes \`-o, --open [url]\``,
      ]);
    });

    it('a global flag written differently, once', () => {
      const row = '| `-m, --mode <mode>` |';
      expect(problems(row, '| `-M, --mode <mode>` |')).toEqual([
        `${file}:${lineOf(row)}: the page writes \`-M, --mode <mode>\`, \`rsbuild --help\` writes \`-m, --mode <mode>\``,
      ]);
    });

    it('a wrong default', () => {
      const row = '| `--config-loader <loader>` | How to load the config file: `jiti` (default) or `native`. |';
      expect(problems(row, row.replace('`jiti` (default) or `native`', '`jiti` or `native` (default)'))).toEqual([
        `${file}:${lineOf(row)}: \`rsbuild --help\` gives \`--config-loader\` the default \`jiti\`; the page says \`native\``,
      ]);
    });

    it('a command alias left out', () => {
      const row = '| `rsbuild` or `rsbuild dev` |';
      expect(problems(row, '| `rsbuild` |')).toEqual([
        `${file}:${lineOf('## Commands')}: \`rsbuild dev\` is an alias of \`rsbuild\` in the installed rsbuild, and the commands table does not name it`,
      ]);
    });
  });
});
