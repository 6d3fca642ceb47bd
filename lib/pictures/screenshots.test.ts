import fs from 'node:fs';
import path from 'node:path';
import record from './screenshots.json';
import { screenshotSize } from './screenshots';

describe('screenshots', () => {
  it('were made with the installed @rsbuild/core; after an upgrade, npm run screenshots makes them again', () => {
    const installed = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'node_modules/@rsbuild/core/package.json'), 'utf8'),
    ).version;
    expect(record.rsbuild).toBe(installed);
  });
  it('have a recorded size and a file for each name', () => {
    for (const name of Object.keys(record.sizes)) {
      expect(screenshotSize(name).width).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(process.cwd(), 'public/images/screenshots', `${name}.png`))).toBe(true);
    }
    expect(() => screenshotSize('no-such-shot')).toThrow('npm run screenshots');
  });
});
