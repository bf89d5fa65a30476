/**
 * Builds the storefront for the journeys and runs Playwright, on the ports and build folders of
 * e2e/settings.mjs (E2E_PORT_BASE sets a run apart from others on the same machine).
 *
 *   node scripts/e2e.mjs [--no-build] [playwright test arguments…]
 *
 * E2E_MODES=real or E2E_MODES=mock builds and runs one kind of project only (default: both).
 * `--no-build` reuses the last build. A run regenerates pages into the build from its own database
 * (a rate a journey raised, a product it renamed), and a page older than 60 s is served once more
 * while it regenerates, so a later run would first see the last run's prices. Those pages are
 * therefore forgotten before each `--no-build` run; the build's own prerendered pages stay.
 * `npm test` runs the whole set through this script.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { distDir, loadSettings, mockSettings, nodeBin, root, run } from './lib.mjs';
import { e2eSettings } from '../e2e/settings.mjs';

export function e2eEnvironment() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'));
  return loadSettings({ ...e2eSettings(), E2E_DATA_DIR: dataDir, DATA_DIR: dataDir });
}

export function e2eModes(env) {
  const modes = env.E2E_MODES ?? 'both';
  if (!['real', 'mock', 'both'].includes(modes)) throw new Error(`E2E_MODES must be real, mock or both, got ${modes}`);
  return { real: modes !== 'mock', mock: modes !== 'real' };
}

/**
 * Forgets the pages a run regenerated into a build: Next keeps them apart from the build's own
 * prerendered ones, in `server/route-cache`, and serves them before those. True when there were some.
 */
export function forgetRegenerated(buildDir) {
  const cache = path.join(buildDir, 'server', 'route-cache');
  if (!fs.existsSync(cache)) return false;
  fs.rmSync(cache, { recursive: true, force: true });
  return true;
}

/** Both builds one after the other (two at once would fight over the two cores), then the journeys. */
export async function runJourneys(env, args = [], { buildFirst = true } = {}) {
  const modes = e2eModes(env);
  const builds = [modes.real && { env, flags: [] }, modes.mock && { env: mockSettings(env), flags: ['--mock'] }].filter(Boolean);
  for (const build of builds) {
    if (buildFirst) await run(nodeBin, ['scripts/build.mjs', ...build.flags], env);
    else forgetRegenerated(distDir(build.env));
  }
  await run(nodeBin, [path.join(root, 'node_modules', '.bin', 'playwright'), 'test', ...args], env);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  // The config's JSON report goes to a file (npm test reads it); run by hand, only the list shows.
  process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ??= path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-report-')), 'report.json');
  const buildFirst = !args.includes('--no-build');
  runJourneys(e2eEnvironment(), args.filter((arg) => arg !== '--no-build'), { buildFirst }).catch((error) => {
    console.error(`[e2e] ${error.message}`);
    process.exit(1);
  });
}
