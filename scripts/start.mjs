/**
 * `npm start`: starts the services (which migrate the database and seed the demo store on first
 * run), builds the storefront when its build is missing, starts it and prints both URLs.
 *
 *   node scripts/start.mjs          services + storefront
 *   node scripts/start.mjs --mock   storefront alone, answered by the msw mocks
 *   node scripts/start.mjs --dev    services + `next dev`
 */
import { build, needsBuild } from './build.mjs';
import { loadSettings, mockSettings, nextBin, nodeBin, servicesReadyUrl, startProcess, startServices, stopAll, waitFor } from './lib.mjs';

const mock = process.argv.includes('--mock');
const dev = process.argv.includes('--dev');

async function main() {
  const env = loadSettings();
  const processes = [];
  if (!mock) {
    const services = startServices(env);
    processes.push(services);
    await waitFor(servicesReadyUrl(env), { process: services, timeoutMs: 300_000 });
  }
  const webEnv = mock ? mockSettings(env) : env;
  if (!dev && needsBuild(webEnv)) {
    console.log(`[start] building the storefront (${mock ? 'mock' : webEnv.RENDER_MODE} mode); this happens once`);
    await build(env, { mock });
  }
  const web = startProcess('storefront', nodeBin, [nextBin, dev ? 'dev' : 'start', '-p', webEnv.PORT], webEnv);
  processes.push(web);
  await waitFor(`http://localhost:${webEnv.PORT}/api/healthz`, { process: web, timeoutMs: 120_000 });

  console.log('');
  console.log(`  Storefront  http://localhost:${webEnv.PORT}/in-en   (also /in-hi, /ae-en, /ae-ar)`);
  if (mock) console.log('  Services    none: the msw mocks answer (mock mode)');
  else {
    console.log(`  Services    ${env.STORE_API_URL}   (API documentation at ${env.STORE_API_URL}docs)`);
    if (env.APP_ENV === 'development') console.log(`  Outbox      ${env.STORE_API_URL}dev/outbox?to=shopper@example.com`);
  }
  console.log('');

  // One process ending ends the store: a storefront without services is no store.
  await Promise.race(processes.map((child) => new Promise((resolve) => child.once('exit', (code) => resolve([child, code])))));
  stopAll();
  process.exitCode = 1;
}

main().catch((error) => {
  console.error(`[start] ${error.message}`);
  stopAll();
  process.exit(1);
});
