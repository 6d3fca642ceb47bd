// The utils of modifyBundlerChain, modifyRspackConfig and modifyWebpackChain as the hooks pages list them,
// against the installed package's types.
import path from 'node:path';
import fs from 'node:fs';
import { createVirtualProgram } from './program';
import { PROBE_FILE, probeSource, readPackageTypes, type PackageTypes } from './package-types';
import { HOOK_PAGES, UTILS_OF, utilsClaims } from './hook-utils';

let types: PackageTypes;
beforeAll(() => {
  const vp = createVirtualProgram(path.resolve('.'), { [PROBE_FILE]: probeSource([]) });
  types = readPackageTypes(vp, vp.pathOf(PROBE_FILE), []);
});

describe.each(HOOK_PAGES)('%s', (file) => {
  it('lists exactly the utils each chain and config hook receives', () => {
    const wrong = utilsClaims(fs.readFileSync(file, 'utf8')).flatMap(({ hook, line, names }) => {
      const real = types.membersOf(UTILS_OF[hook]);
      const missing = real.filter((n) => !names.includes(n));
      const invented = names.filter((n) => !real.includes(n));
      return missing.length || invented.length
        ? [
            `${file}:${line}: ${hook}'s utils${missing.length ? `, missing ${missing.join(', ')}` : ''}${invented.length ? `, not in ${UTILS_OF[hook]}: ${invented.join(', ')}` : ''}`,
          ]
        : [];
    });
    expect(wrong).toEqual([]);
  });
});

it('reads a list relative to modifyBundlerChain in either word order', () => {
  const page = (rspack: string) =>
    [
      '### modifyBundlerChain',
      '- **Parameters:** an `rspack-chain` instance and `utils`: `env`, `isDev` and `bundler` (`BannerPlugin`).',
      '### modifyRspackConfig',
      rspack,
      '### modifyWebpackChain',
      '- **参数：** chain，以及 `modifyBundlerChain` 的 utils（但没有 `bundler`），另外还有 `webpack`。',
    ].join('\n');
  const [, rspack, webpack] = utilsClaims(
    page('- **Parameters:** `utils`: everything `modifyBundlerChain` gets except `bundler`, plus `addRules`.'),
  );
  expect(rspack.names).toEqual(['env', 'isDev', 'addRules']);
  // A parenthesis explains a name and is not read: 但没有 `bundler` sits inside one here, so bundler stays.
  expect(webpack.names).toEqual(['env', 'isDev', 'bundler', 'webpack']);
  expect(
    utilsClaims(
      page('- **参数：** `utils`：除 `bundler` 之外 `modifyBundlerChain` 收到的全部字段，再加上 `addRules`。'),
    )[1].names,
  ).toEqual(['env', 'isDev', 'addRules']);
});
