import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const from = (folder: string) => path.join(root, folder);

/**
 * Vitest for every suite under tests/. Node by default; a storefront component test opts into
 * jsdom with `// @vitest-environment jsdom` at its top. Two forked workers at most: the machine
 * has two cores and each service test holds an embedded PostgreSQL (PGlite) of several hundred MB.
 *
 * Two projects. `services` (the server, contract, shared and scripts suites) runs its files one
 * after another in each worker without a fresh module graph per file (`isolate: false`): every
 * file builds its own app and database, and importing the whole server again for each of some
 * 150 files was a third of their time (PGlite and PostgreSQL runs 2026-11-27: imports 133 → 12 s
 * of the PostgreSQL run, 252 → 153 s in all, the same 1,652 tests passing). `storefront` (the
 * component, page and mock suites) keeps a fresh module graph per file: its files mock modules
 * and hold module-level state (the RTK Query cache, i18n) that one file must not leave to the next.
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
    // The seeded demo store is built once per run and copied for each service test.
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'services', include: ['tests/{server,contract,shared,scripts}/**/*.test.ts'], isolate: false } },
      { extends: true, test: { name: 'storefront', include: ['tests/{storefront,mocks}/**/*.test.{ts,tsx}'], setupFiles: ['tests/storefront/support/setup.ts'] } },
    ],
  },
});
