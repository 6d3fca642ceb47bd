// ESLint's flat config: JavaScript's and typescript-eslint's recommended rules, React's rules of hooks and
// jsx-a11y's recommended rules for the components. `npm run lint` allows no warning.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      'out/',
      'e2e/fixture-site/out/',
      'e2e/fixture-site/.next/',
      'public/',
      'content/',
      'test-results/',
      'playwright-report/',
      'next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Paths, frontmatter and CLI output are checked for control characters, so patterns name them on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    // Functions serialised with toString into inline <head> scripts and the 404 page's script: they run
    // before any bundle, as written, in every browser a reader may bring.
    files: [
      'lib/browser/lang-redirect.ts',
      'lib/browser/theme.ts',
      'lib/page/layout-parts.ts',
      'lib/routing/missing-path.ts',
      'lib/routing/not-found-lang.ts',
      'lib/routing/redirects.ts',
      'lib/routing/safe-path.ts',
      'lib/routing/shared-segments.ts',
    ],
    rules: { 'no-var': 'off' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A code block or terminal region that scrolls sideways takes focus, so a keyboard can scroll it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
