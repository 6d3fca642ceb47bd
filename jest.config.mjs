// Unit tests of lib/: pure functions and the content pipeline on fixtures. next/jest compiles TypeScript
// with SWC; ESM mode because the unified/MDX packages are ESM-only.
import nextJest from 'next/jest.js';
import { siteConfigModule } from './next.config.mjs';

const createJestConfig = nextJest({ dir: '.' });

export default createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/lib', '<rootDir>/tools', '<rootDir>/scripts'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^@site/config$': `<rootDir>/${siteConfigModule()}` },
  // Jest leaves one core free by default; on the two-core machines the suite runs on that halves it.
  maxWorkers: '100%',
});
