import fs from 'node:fs';
import path from 'node:path';
import { gridTools, localizeTool, switcherTools, tools } from './toolchain';

describe('tools', () => {
  it('lists seven entries for the switcher and six tools for the grid', () => {
    expect(switcherTools('en').map((t) => t.name)).toEqual([
      'Rspack',
      'Rsbuild',
      'Rspress',
      'Rslib',
      'Rsdoctor',
      'Rstest',
      'Awesome Rspack',
    ]);
    expect(gridTools('zh')).toHaveLength(6);
    expect(gridTools('zh').map((t) => t.name)).not.toContain('Awesome Rspack');
  });
  it('links each tool to its site in the page language', () => {
    const en = Object.fromEntries(switcherTools('en').map((t) => [t.name, t.href]));
    expect(en).toEqual({
      Rspack: 'https://rspack.rs',
      Rsbuild: 'https://rsbuild.rs',
      Rspress: 'https://rspress.rs',
      Rslib: 'https://rslib.rs',
      Rsdoctor: 'https://rsdoctor.rs',
      Rstest: 'https://rstest.rs',
      'Awesome Rspack': 'https://github.com/web-infra-dev/awesome-rspack',
    });
    expect(switcherTools('zh')[0].href).toBe('https://rspack.rs/zh');
    expect(switcherTools('zh')[6].href).toBe('https://github.com/web-infra-dev/awesome-rspack');
  });
  it('describes each tool in the page language', () => {
    const rspack = tools[0];
    expect(localizeTool(rspack, 'en', '').desc).toBe('Fast Rust-based web bundler');
    expect(localizeTool(rspack, 'zh', '').desc).toBe('基于 Rust 的高性能 Web 打包工具');
  });
  it('serves every logo from public/, through the assets base', () => {
    for (const tool of tools) expect(fs.existsSync(path.join('public', tool.logo))).toBe(true);
    expect(localizeTool(tools[0], 'en', 'https://cdn.example.com').logo).toBe(
      'https://cdn.example.com/tools/rspack.svg',
    );
  });
  it('names a logo scale only when it is not 1', () => {
    expect(localizeTool({ ...tools[0], logoScale: 1 }, 'en', '')).not.toHaveProperty('logoScale');
    expect(localizeTool({ ...tools[0], logoScale: 0.8 }, 'en', '').logoScale).toBe(0.8);
  });
});
