/**
 * Builds the storefront. Pages read content from the services while they are generated, so a
 * build needs them (or, for the mock build, the msw mocks): when nothing answers at
 * STORE_API_URL, this script starts a temporary services process for the build and stops it after.
 * The build records its render mode; `npm start` rebuilds when the mode changed.
 *
 *   node scripts/build.mjs          real build into .next
 *   node scripts/build.mjs --mock   mock build into .next-mock (no services needed)
 */
import fs from 'node:fs';
import path from 'node:path';
import { applyInlineScriptHashes } from './csp-hashes.mjs';
import { checkBuiltClient } from './patch-next.mjs';
import { distDir, isUp, loadSettings, mockSettings, nextBin, nodeBin, run, servicesReadyUrl, startServices, stopAll, waitFor } from './lib.mjs';

/**
 * `readyUrl`: where this process asks whether the services answer, when that is not STORE_API_URL's
 * own (start:prod asks the edge on the loopback: STORE_API_URL is then its HTTPS address, whose
 * self-signed certificate only the child processes trust).
 */
export async function build(env, { mock = false, readyUrl = servicesReadyUrl(env) } = {}) {
  const buildEnv = mock ? mockSettings(env) : env;
  let temporary;
  if (!mock && !(await isUp(readyUrl))) {
    console.log('[build] the services are not running: starting them for the build');
    temporary = startServices(env);
    await waitFor(readyUrl, { process: temporary });
  }
  try {
    await run(nodeBin, [nextBin, 'build'], buildEnv);
    // Pages hydrate in a transition, in slices (scripts/patch-next.mjs, run by npm install).
    checkBuiltClient(distDir(buildEnv));
    // The Content-Security-Policy allows the build's inline bootstrap scripts by hash.
    const hashes = applyInlineScriptHashes(distDir(buildEnv));
    console.log(`[build] Content-Security-Policy: ${hashes.length} inline bootstrap script hashes`);
  } finally {
    if (temporary && temporary.exitCode === null && temporary.signalCode === null) {
      temporary.kill('SIGTERM');
      await new Promise((resolve) => temporary.once('exit', resolve));
    }
  }
  fs.writeFileSync(path.join(distDir(buildEnv), 'build-stamp.json'), JSON.stringify(stampOf(buildEnv), null, 2));
}

/** What a build depends on beyond the sources: pages are generated with these settings baked in. */
export function stampOf(env) {
  return {
    renderMode: env.RENDER_MODE,
    mock: env.NEXT_PUBLIC_API_MOCKING === 'enabled',
    appEnv: env.APP_ENV,
    sharedIsrCache: Boolean(env.REDIS_URL),
    services: [env.STORE_API_URL, env.COMMERCE_API_URL, env.ACCOUNT_API_URL],
  };
}

/** True when the build in the env's dist dir is missing or was made for another render mode. */
export function needsBuild(env) {
  const stampFile = path.join(distDir(env), 'build-stamp.json');
  if (!fs.existsSync(path.join(distDir(env), 'BUILD_ID')) || !fs.existsSync(stampFile)) return true;
  const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  return JSON.stringify(stamp) !== JSON.stringify(stampOf(env));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const mock = process.argv.includes('--mock');
  build(loadSettings(), { mock }).catch((error) => {
    console.error(`[build] ${error.message}`);
    stopAll();
    process.exit(1);
  });
}
