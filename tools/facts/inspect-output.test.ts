// What the CLI pages say `rsbuild inspect` writes, against a run of the installed rsbuild in an empty
// project: the files of the page's tree, and on a second run the timestamped Rspack config beside the old.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLI_PAGES } from './cli-flags';

/** The folder and files of the first text block after the inspect heading: `dist/.rsbuild/` and its entries. */
function inspectTree(source: string): { line: number; folder: string; files: string[] } {
  const lines = source.split('\n');
  const heading = lines.findIndex((l) => /^###\s+rsbuild inspect\b/.test(l));
  const open = lines.findIndex((l, i) => i > heading && /^```text/.test(l));
  if (heading < 0 || open < 0) throw new Error('no ```text tree under "### rsbuild inspect"');
  const close = lines.findIndex((l, i) => i > open && /^```/.test(l));
  const [folder, ...entries] = lines.slice(open + 1, close);
  return {
    line: open + 2,
    folder: folder.trim().replace(/\/$/, ''),
    files: entries.map((e) => e.replace(/^[│├└─\s]+/, '').split(/\s+/)[0]),
  };
}

const rsbuild = path.resolve('node_modules/.bin/rsbuild');
/** The environment of a reader's shell: jest's NODE_ENV=test would change the mode inspect resolves. */
const { NODE_ENV: _, ...shell } = process.env;
const inspect = (cwd: string) =>
  execFileSync(rsbuild, ['inspect'], { cwd, stdio: 'ignore', env: shell as NodeJS.ProcessEnv });

describe.each(CLI_PAGES)('%s', (file) => {
  const tree = inspectTree(fs.readFileSync(file, 'utf8'));
  let project: string;
  beforeAll(() => {
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-inspect-'));
    fs.mkdirSync(path.join(project, 'src'));
    fs.writeFileSync(path.join(project, 'src/index.js'), "document.body.append('hi');\n");
  });
  afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

  it("inspect writes the files of the page's tree, and a second run adds a timestamped Rspack config beside them", () => {
    inspect(project);
    const written = () => fs.readdirSync(path.join(project, tree.folder)).sort();
    expect([`${file}:${tree.line}`, written()]).toEqual([`${file}:${tree.line}`, [...tree.files].sort()]);
    inspect(project);
    const again = written().filter((f) => !tree.files.includes(f));
    expect(again).toEqual([expect.stringMatching(/^rspack\.config\.web\.\d+\.mjs$/)]);
  });
});
