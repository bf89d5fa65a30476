import tseslint from 'typescript-eslint';

/**
 * The boundaries of STYLE.md, held by the linter: `shared` imports nothing of the project;
 * `storefront` (and pages) and `server` never import each other.
 */
const forbid = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

export default tseslint.config(
  { ignores: ['node_modules', '.next', '.next-mock', '.next-*', 'data', 'public', 'test-results', 'playwright-report', 'next-env.d.ts'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/shared/**'],
    rules: forbid(['@/server/*', '@/storefront/*', '@/tests/*', '**/server/**', '**/storefront/**', '**/pages/**'], 'shared imports nothing else of the project'),
  },
  {
    files: ['src/storefront/**', 'src/pages/**'],
    rules: forbid(['@/server/*', '**/server/**'], 'the storefront never imports server code: meet in src/shared'),
  },
  {
    files: ['src/server/**'],
    rules: forbid(['@/storefront/*', '**/storefront/**', '**/pages/**', '@/tests/*'], 'the server never imports storefront code: meet in src/shared'),
  },
);
