/**
 * `npm run bench`: throughput and latency of the services on this machine, on the embedded
 * database and (when it answers) on PostgreSQL, plus the storefront's ISR home page.
 * Loopback only, bounded in time. Figures go to stdout and bench/results/latest.json;
 * the README records them.
 *
 *   node bench/run.mjs [--seconds 10] [--connections 20] [--port 4250] [--no-web] [--no-postgres]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { isUp, loadSettings, root, startServices, stopAll, waitFor, servicesReadyUrl } from '../scripts/lib.mjs';
import { benchCheckout } from './checkout.mjs';
import { benchWeb } from './web.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? Number(process.argv[index + 1]) : fallback;
};
const seconds = argument('seconds', 10);
const connections = argument('connections', 20);
const PORT = argument('port', 4250);
const base = `http://127.0.0.1:${PORT}`;
const site = { websiteID: '1', subsiteID: '1', languageID: '1', 'content-type': 'application/json' };

/** The requests measured; each is one autocannon run. */
const hindi = { ...site, languageID: '2' };
const arabic = { ...site, subsiteID: '2', languageID: '3' };
const scenarios = [
  { name: 'content: menu (cached)', path: '/api/redis/menu_SLV_in_en' },
  { name: 'listing: rings, page 1', path: '/api/products/?category=rings&pageSize=24' },
  { name: 'listing: gold 22K by price', path: '/api/products/?metal=gold&purity=22K&sort=price_asc' },
  { name: 'listing: rings, diamond, women', path: '/api/products/?category=rings&stone=diamond&gender=women' },
  { name: 'search: "ring"', path: '/api/products/?q=ring' },
  { name: 'search: "ring 22k"', path: '/api/products/?q=ring%2022k' },
  { name: 'search: "neckalce" (typo)', path: '/api/products/?q=neckalce' },
  { name: 'search: Hindi "अंगूठी"', path: `/api/products/?q=${encodeURIComponent('अंगूठी')}`, headers: hindi },
  { name: 'search: Arabic "قلادة"', path: `/api/products/?q=${encodeURIComponent('قلادة')}`, headers: arabic },
  { name: 'suggest: "neckl"', path: '/api/products/suggest/?q=neckl' },
  { name: 'product detail', path: '/api/products/1/' },
  { name: 'add to cart (new guest cart)', method: 'POST', path: '/api/cart/', body: JSON.stringify({ productID: 1, quantity: 1 }) },
];

function measure({ name, method = 'GET', path: url, body, headers = site }) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: base + url, method, body, headers, connections, duration: seconds },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          name,
          requestsPerSecond: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
        });
      },
    );
  });
}

async function benchServices(label, extraEnv) {
  const env = loadSettings({ ...extraEnv, API_PORT: String(PORT), LOG_LEVEL: 'warn', STORE_API_URL: `${base}/` });
  const services = startServices(env);
  try {
    await waitFor(servicesReadyUrl(env), { process: services, timeoutMs: 180_000 });
    const rows = [];
    for (const scenario of scenarios) rows.push({ database: label, ...(await measure(scenario)) });
    // Checkout last: placing orders uses up stock the other scenarios read.
    for (const checkout of await benchCheckout({ base, seconds, connections })) rows.push({ database: label, ...checkout });
    return rows;
  } finally {
    services.kill('SIGTERM');
    await new Promise((resolve) => services.once('exit', resolve));
  }
}

async function freshPostgres() {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `bench_${Date.now()}`;
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(adminUrl, name) };
}

async function dropDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

async function main() {
  if (await isUp(`${base}/healthz`)) throw new Error(`port ${PORT} is taken: stop what runs there first`);
  const rows = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
  rows.push(...(await benchServices('embedded (PGlite)', { DATA_DIR: dataDir })));
  if (!process.argv.includes('--no-postgres')) {
    const database = await freshPostgres();
    if (database) {
      try {
        rows.push(...(await benchServices('PostgreSQL', { DATABASE_URL: database.url })));
      } finally {
        await database.drop();
      }
    } else console.log('PostgreSQL does not answer: its figures are left out');
  }
  if (!process.argv.includes('--no-web')) rows.push(...(await benchWeb({ seconds, connections })));
  console.table(rows);
  const out = path.join(root, 'bench', 'results');
  fs.mkdirSync(out, { recursive: true });
  const record = { at: new Date().toISOString(), machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`, node: process.version, seconds, connections, rows };
  fs.writeFileSync(path.join(out, 'latest.json'), JSON.stringify(record, null, 2));
}

main()
  .catch((error) => {
    console.error(`bench: ${error.message}`);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
