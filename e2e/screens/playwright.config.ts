import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/**
 * Screenshots to look at, not journeys: `node scripts/e2e.mjs --config e2e/screens/playwright.config.ts`
 * (with `--no-build` after a build) writes PNGs of the pages a shopper meets most, on a phone and
 * at 1366 px, in `in-en` and `ae-ar`, to `e2e/.screenshots/`. Not part of `npm test`.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  outputDir: path.join(process.cwd(), 'test-results', 'screens'),
  retries: 0,
  reporter: [['list']],
  // The servers start from the repository's root, as in the journeys' own config.
  webServer: [base.webServer ?? []].flat().map((server) => ({ ...server, cwd: process.cwd() })),
  projects: (base.projects ?? []).filter((project) => project.metadata?.mode === (process.env.E2E_MODES === 'mock' ? 'mock' : 'real')),
});
