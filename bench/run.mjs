/**
 * `npm run bench`: throughput and latency of the services on this machine, on the embedded
 * database and (when it answers) on PostgreSQL, plus the storefront's ISR home page.
 * Loopback only, bounded in time. Figures go to stdout and bench/results/latest.json;
 * the README records them.
 *
 * Every row carries the services process's CPU milliseconds per request beside req/s and p99.
 *
 *   node bench/run.mjs [--seconds 10] [--connections 50] [--port 4350] [--web] [--no-pglite] [--no-postgres] [--label name] [--only cart,checkout] [--log-level info] [--pool 10]
 *
 * `--only` runs just the scenarios whose name contains one of the comma-separated words
 * (`--only cart` runs the cart rows, `--only "product detail,place order"` those two).
 * `--log-level` sets the services' LOG_LEVEL (default warn; `info` measures the request log's cost),
 * `--pool` their DATABASE_POOL_SIZE (PostgreSQL connections; the services' default when absent).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { isUp, loadSettings, root, startServices, stopAll, waitFor, servicesReadyUrl } from '../scripts/lib.mjs';
import { benchCheckout } from './checkout.mjs';
import { measured } from './measure.mjs';
import { benchWeb } from './web.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? Number(process.argv[index + 1]) : fallback;
};
const seconds = argument('seconds', 10);
const connections = argument('connections', 50);
const PORT = argument('port', 4350);
const base = `http://127.0.0.1:${PORT}`;
const labelIndex = process.argv.indexOf('--label');
const label = labelIndex > -1 ? process.argv[labelIndex + 1].replace(/[^\w-]/g, '') : '';
const onlyIndex = process.argv.indexOf('--only');
const onlyWords = onlyIndex > -1 ? process.argv[onlyIndex + 1].split(',').map((word) => word.trim().toLowerCase()).filter(Boolean) : [];
/** True for a scenario `--only` selects (every scenario without it). */
const selected = (name) => onlyWords.length === 0 || onlyWords.some((word) => name.toLowerCase().includes(word));
const poolSize = argument('pool', 0);
const logLevelIndex = process.argv.indexOf('--log-level');
const logLevel = logLevelIndex > -1 ? process.argv[logLevelIndex + 1] : 'warn';
const site = { websiteID: '1', subsiteID: '1', languageID: '1', 'content-type': 'application/json' };

/** The read calls measured; each is one autocannon run of `seconds`. */
const hindi = { ...site, languageID: '2' };
const arabic = { ...site, subsiteID: '2', languageID: '3' };
const reads = [
  { name: 'content: menu (cached)', path: '/api/redis/menu_SLV_in_en' },
  { name: 'content: rate ticker', path: '/api/redis/metalPrice_SLV_in' },
  { name: 'product detail', path: '/api/products/66/' },
  { name: 'listing: rings, page 1', path: '/api/products/?category=rings&pageSize=24' },
  { name: 'listing: gold 22K by price', path: '/api/products/?metal=gold&purity=22K&sort=price_asc' },
  { name: 'listing: rings, diamond, women', path: '/api/products/?category=rings&stone=diamond&gender=women' },
  { name: 'search: "ring"', path: '/api/products/?q=ring' },
  { name: 'search: "ring 22k"', path: '/api/products/?q=ring%2022k' },
  { name: 'search: "neckalce" (typo)', path: '/api/products/?q=neckalce' },
  { name: 'search: Hindi "अंगूठी"', path: `/api/products/?q=${encodeURIComponent('अंगूठी')}`, headers: hindi },
  { name: 'search: Arabic "قلادة"', path: `/api/products/?q=${encodeURIComponent('قلادة')}`, headers: arabic },
  { name: 'suggest: "neckl"', path: '/api/products/suggest/?q=neckl' },
];

const measureRead = (pids, { name, path: url, headers = site }) => measured(name, pids, { url: base + url, headers: { ...headers }, connections, duration: seconds });

async function benchServices(label, extraEnv) {
  const env = loadSettings({ ...extraEnv, API_PORT: String(PORT), LOG_LEVEL: logLevel, ...(poolSize ? { DATABASE_POOL_SIZE: String(poolSize) } : {}), STORE_API_URL: `${base}/` });
  const services = startServices(env);
  try {
    await waitFor(servicesReadyUrl(env), { process: services, timeoutMs: 600_000 });
    const pids = [services.pid];
    const rows = [];
    for (const read of reads.filter((candidate) => selected(candidate.name))) rows.push({ database: label, ...(await measureRead(pids, read)) });
    // Cart and checkout last: placing orders uses up stock the other scenarios read.
    for (const row of await benchCheckout({ base, pids, seconds, connections, selected })) rows.push({ database: label, ...row });
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
  if (!process.argv.includes('--no-pglite')) rows.push(...(await benchServices('embedded (PGlite)', { DATA_DIR: dataDir })));
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
  if (process.argv.includes('--web')) rows.push(...(await benchWeb({ seconds, connections })));
  console.table(rows);
  const out = path.join(root, 'bench', 'results');
  fs.mkdirSync(out, { recursive: true });
  const record = { at: new Date().toISOString(), machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`, node: process.version, seconds, connections, rows };
  const text = JSON.stringify(record, null, 2);
  fs.writeFileSync(path.join(out, 'latest.json'), text);
  fs.writeFileSync(path.join(out, `${record.at.replace(/[:.]/g, '-')}${label ? `-${label}` : ''}.json`), text);
}

main()
  .catch((error) => {
    console.error(`bench: ${error.message}${error.cause ? ` (${error.cause.message ?? error.cause})` : ""}`);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
