/**
 * The storefront's ISR pages under load: the store started as `npm start` does, on bench ports,
 * then the home page and a category page measured once they are generated.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { build, needsBuild } from '../scripts/build.mjs';
import { loadSettings, nextBin, nodeBin, servicesReadyUrl, startProcess, startServices, waitFor } from '../scripts/lib.mjs';

const WEB_PORT = 3250;
const API_PORT = 4251;

export async function benchWeb({ seconds, connections }) {
  const api = `http://localhost:${API_PORT}/`;
  const env = loadSettings({
    PORT: String(WEB_PORT),
    API_PORT: String(API_PORT),
    STORE_API_URL: api,
    COMMERCE_API_URL: api,
    ACCOUNT_API_URL: `${api}account/`,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-web-')),
    LOG_LEVEL: 'warn',
  });
  const services = startServices(env);
  let web;
  try {
    await waitFor(servicesReadyUrl(env), { process: services });
    if (needsBuild(env)) await build(env);
    web = startProcess('storefront', nodeBin, [nextBin, 'start', '-p', String(WEB_PORT)], env);
    await waitFor(`http://localhost:${WEB_PORT}/api/healthz`, { process: web });
    const rows = [];
    for (const [name, url] of [
      ['storefront: home (ISR)', '/in-en'],
      ['storefront: category (ISR)', '/in-en/rings'],
    ]) {
      await fetch(`http://localhost:${WEB_PORT}${url}`); // generate it once
      const result = await autocannon({ url: `http://localhost:${WEB_PORT}${url}`, connections, duration: seconds });
      rows.push({ database: 'embedded (PGlite)', name, requestsPerSecond: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors });
    }
    return rows;
  } finally {
    for (const child of [web, services]) {
      if (!child || child.exitCode !== null) continue;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}
