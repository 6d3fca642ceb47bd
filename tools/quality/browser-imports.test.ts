import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browserImportProblems } from './browser-imports';

describe('code that ships to the browser', () => {
  it('imports no Node module, and lib/browser/ takes nothing but types from the site config', () => {
    const problems = browserImportProblems(process.cwd()).map((p) => `${p.file}:${p.line} ${p.specifier}: ${p.reason}`);
    expect(problems).toEqual([]);
  });

  it("finds both kinds of problem, with file and line, through a client component's imports", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-imports-'));
    const write = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      fs.writeFileSync(path.join(root, rel), text);
    };
    write('lib/site-config.ts', 'export const siteConfig = {};\n');
    write('lib/page/helper.ts', "import { siteConfig } from '../site-config';\nimport path from 'path';\n");
    write(
      'lib/browser/theme.ts',
      "import { type SiteConfig } from '../site-config';\nimport { siteConfig } from '../site-config';\n",
    );
    write('components/Widget.tsx', "'use client';\nimport { helper } from '@/lib/page/helper';\n");
    write('components/Server.tsx', "import { siteConfig } from '@/lib/site-config';\n");
    const found = browserImportProblems(root).map((p) => `${p.file}:${p.line} ${p.specifier}`);
    expect(found.sort()).toEqual(['lib/browser/theme.ts:2 ../site-config', 'lib/page/helper.ts:2 path']);
  });
});
