// Unit tests: pure functions and the content pipeline on fixtures. `*.integration.test.ts` files run real
// builds and commands or read the whole content (npm run test:integration, a step of its own in npm test),
// so the unit tests stay quick. next/jest compiles TypeScript with SWC; ESM mode because the unified/MDX
// packages are ESM-only.
import nextJest from 'next/jest.js';
import { siteConfigModule } from './next.config.mjs';

const createJestConfig = nextJest({ dir: '.' });

export default createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/lib', '<rootDir>/tools', '<rootDir>/scripts'],
  testPathIgnorePatterns: process.env.JEST_INTEGRATION
    ? ['/node_modules/']
    : ['/node_modules/', '\\.integration\\.test\\.ts$'],
  ...(process.env.JEST_INTEGRATION ? { testMatch: ['**/*.integration.test.ts'] } : {}),
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^@site/config$': `<rootDir>/${siteConfigModule()}` },
  // Jest leaves one core free by default; on the two-core machines the suite runs on that halves it.
  maxWorkers: '100%',
});
