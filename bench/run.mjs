/**
 * `npm run bench`: throughput and latency of the services on this machine, on the embedded
 * database and (when it answers) on PostgreSQL, plus the storefront's ISR home page.
 * Loopback only, bounded in time. Figures go to stdout and bench/results/latest.json;
 * the README records them.
 *
 * Every row carries the services process's CPU milliseconds per request beside req/s and p99.
 *
 *   node bench/run.mjs [--seconds 10] [--connections 50] [--port 4350] [--web] [--no-pglite] [--no-postgres] [--label name] [--only regex] [--cpu-prof] [--log-level info] [--pool 10]
 *   node bench/run.mjs --catalogue 10000,100000 [--pglite-max 10000]   (catalogue reads at 60, 10k, 100k products)
 *
 * `--only` runs the scenarios whose name matches (e.g. `--only "place order"`).
 * `--log-level` sets the services' LOG_LEVEL (default warn; `info` measures the request log's cost),
 * `--pool` their DATABASE_POOL_SIZE (PostgreSQL connections; the services' default when absent).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { isUp, loadSettings, nodeBin, root, run, startProcess, stopAll, waitFor, servicesArgs, servicesReadyUrl } from '../scripts/lib.mjs';
import { benchCatalogueReads } from './catalogue.mjs';
import { benchCheckout } from './checkout.mjs';
import { verifyNoOversell } from './placing.mjs';
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
const only = onlyIndex > -1 ? new RegExp(process.argv[onlyIndex + 1], 'i') : null;
/** Whether the scenario named runs in this bench (all of them without `--only`). */
const wanted = (name) => !only || only.test(name);
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

/** The database's own oversell check (bench/placing.mjs) on the bench's database, once the services stopped. */
async function checkDatabase(extraEnv, rows) {
  const placing = rows.find((row) => row.name.startsWith('place order'));
  if (!placing) return;
  let query;
  let close;
  if (extraEnv.DATABASE_URL) {
    const client = new pg.Client({ connectionString: extraEnv.DATABASE_URL });
    await client.connect();
    query = async (text) => (await client.query(text)).rows;
    close = () => client.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const client = await PGlite.create(extraEnv.DATA_DIR, { extensions: { pg_trgm } });
    query = async (text) => (await client.query(text)).rows;
    close = () => client.close();
  }
  try {
    const problems = await verifyNoOversell(query);
    placing.databaseCheck = problems.length ? problems.join('; ') : 'ok';
    if (problems.length) placing.oversold = true;
  } finally {
    await close();
  }
}

async function benchServices(label, extraEnv) {
  const rows = await serviceRows(label, extraEnv, storeScenarios);
  await checkDatabase(extraEnv, rows);
  return rows;
}

/** The store's scenarios: the reads, then the cart and checkout, placing last. */
async function storeScenarios(pids) {
  const rows = [];
  for (const read of reads.filter((read) => wanted(read.name))) rows.push(await measureRead(pids, read));
  // Cart and checkout last: placing orders uses up stock the other scenarios read.
  rows.push(...(await benchCheckout({ base, pids, seconds, connections, wanted })));
  return rows;
}

async function serviceRows(label, extraEnv, scenarios) {
  // `--cpu-prof`: the services process writes a V8 CPU profile into /tmp/bench-profiles when it stops.
  const profile = process.argv.includes('--cpu-prof') ? ['--cpu-prof', '--cpu-prof-dir=/tmp/bench-profiles'] : [];
  const env = loadSettings({ ...extraEnv, API_PORT: String(PORT), LOG_LEVEL: logLevel, ...(poolSize ? { DATABASE_POOL_SIZE: String(poolSize) } : {}), STORE_API_URL: `${base}/` });
  const services = startProcess('services', nodeBin, [...profile, ...servicesArgs], env);
  try {
    await waitFor(servicesReadyUrl(env), { process: services, timeoutMs: 600_000 });
    const pids = [services.pid];
    return (await scenarios(pids)).map((row) => ({ database: label, ...row }));
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

/** Runs `bench(label, env)` on a fresh embedded database and on a fresh PostgreSQL database, as the flags allow. */
async function onEachDatabase(bench, { pglite = true } = {}) {
  const rows = [];
  if (pglite && !process.argv.includes('--no-pglite')) rows.push(...(await bench('embedded (PGlite)', { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-')) })));
  if (!process.argv.includes('--no-postgres')) {
    const database = await freshPostgres();
    if (database) {
      try {
        rows.push(...(await bench('PostgreSQL', { DATABASE_URL: database.url })));
      } finally {
        await database.drop();
      }
    } else console.log('PostgreSQL does not answer: its figures are left out');
  }
  return rows;
}

/**
 * `--catalogue 10000,100000`: the catalogue reads at the demo store's size and with that many
 * products generated (bench/catalogue.mjs); the embedded database up to `--pglite-max` products (10,000).
 */
async function benchCatalogues(sizes) {
  const rows = [];
  const pgliteMax = argument('pglite-max', 10_000);
  for (const size of [0, ...sizes]) {
    rows.push(
      ...(await onEachDatabase(
        async (databaseLabel, extraEnv) => {
          const env = loadSettings({ ...extraEnv });
          if (size > 0) await run(nodeBin, ['--import', 'tsx', 'src/server/db/seed/bench-seed-cli.ts', String(size)], env);
          return serviceRows(databaseLabel, extraEnv, async (pids) => {
            const products = await productCount();
            return benchCatalogueReads({ base, pids, seconds, connections, products, wanted });
          });
        },
        { pglite: size <= pgliteMax },
      )),
    );
  }
  return rows;
}

/** How many products the services sell in India (the listing's total). */
async function productCount() {
  const response = await fetch(`${base}/api/products/?pageSize=1`, { headers: site });
  const body = await response.json();
  return Number(body?.data?.total ?? body?.data?.totalCount ?? body?.meta?.total ?? 0) || 70;
}

async function main() {
  if (await isUp(`${base}/healthz`)) throw new Error(`port ${PORT} is taken: stop what runs there first`);
  const catalogueIndex = process.argv.indexOf('--catalogue');
  const rows =
    catalogueIndex > -1
      ? await benchCatalogues(process.argv[catalogueIndex + 1].split(',').map(Number))
      : await onEachDatabase(benchServices);
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
