import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const from = (folder: string) => path.join(root, folder);

/**
 * Vitest for every suite under tests/. Node by default; a storefront component test opts into
 * jsdom with `// @vitest-environment jsdom` at its top. Two forked workers at most: the machine
 * has two cores and each service test holds an embedded PostgreSQL (PGlite) of several hundred MB.
 */
export default defineConfig({
  resolve: {
    // The same aliases as tsconfig.json "paths".
    alias: {
      '@/shared': from('src/shared'),
      '@/server': from('src/server'),
      '@/storefront': from('src/storefront'),
      '@/tests': from('tests'),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // The seeded demo store is built once per run and copied for each service test.
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
