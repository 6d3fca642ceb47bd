// What @rsbuild/core does when it runs: the normalized config of an empty project in each mode (the real
// defaults) and the names of its value exports.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MODES, type Mode } from './checks';

export interface PackageRuntime {
  defaults: Record<Mode, unknown>;
  coreExports: string[];
}

export async function readPackageRuntime(): Promise<PackageRuntime> {
  const core = await import('@rsbuild/core');
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-defaults-'));
  const defaults = {} as Record<Mode, unknown>;
  // Writable: Next's types make NODE_ENV read-only.
  const env = process.env as Record<string, string | undefined>;
  const nodeEnv = env.NODE_ENV;
  try {
    for (const mode of MODES) {
      // The mode comes from NODE_ENV as under the CLI, not from the config, so `mode`'s own default is
      // tested too.
      env.NODE_ENV = mode;
      const rsbuild = await core.createRsbuild({ cwd, rsbuildConfig: {} });
      await rsbuild.initConfigs();
      defaults[mode] = rsbuild.getNormalizedConfig();
    }
  } finally {
    if (nodeEnv === undefined) delete env.NODE_ENV;
    else env.NODE_ENV = nodeEnv;
    fs.rmSync(cwd, { recursive: true, force: true });
  }
  const coreExports = Object.keys(core).filter((name) => name !== 'default' && name !== '__esModule');
  return { defaults, coreExports };
}
