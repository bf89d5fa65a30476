/**
 * `DATABASE_URL=… node bench/search-rush.mjs [--port 4600] [--seconds 10] [--windows 3] [--label name]`
 * (docs/performance.md#search-at-100000-third-round): fifty different new searches at once on an
 * already seeded database (`src/server/db/seed/bench-seed-cli.ts 100000`). Starts the services,
 * builds the copy with one listing, then runs the bench's varied queries in order over 50
 * connections for `windows` windows of `seconds` each, and the same query ("ring") again and
 * again; every row with the services' CPU ms per request and resident memory. The first window
 * meets a fresh vocabulary; later windows ask new queries made of words already asked (until the
 * 163,567 queries wrap round: `next` says how far they went; rushQueries).
 * Then one product is edited as the back office saves it (its name and its making charge in India,
 * one transaction: the triggers announce it), the copy answers one listing again (timed), and one
 * more window of new searches runs: what shoppers meet after a staff edit
 * (docs/performance.md#search-at-100000-eighth-round, #a-staff-edit-patches-the-copy). The same after
 * an import of `--import` products' prices (default 2000; 0 leaves it out;
 * docs/performance.md#an-import-patches-the-copy). Last, India's 22K gold rate moves
 * by one minor unit and the copy built again is timed (docs/performance.md#a-rate-change-reprices-the-copy).
 * Then the services are stopped as a deploy stops them and started again, the copy is built by one
 * listing (timed) and one more window of new searches runs: a restart on a festival day
 * (docs/performance.md#the-vocabulary-across-a-restart). `--restart no` leaves that out.
 * SEARCH_RUSH_PROFILE=<dir> starts the services with `--cpu-prof` into that folder
 * (docs/performance.md#search-at-100000-fourth-round).
 */
import fs from 'node:fs';
import pg from 'pg';
import os from 'node:os';
import { loadSettings, nodeBin, startProcess, waitFor, servicesArgs, servicesReadyUrl } from '../scripts/lib.mjs';
import { KINDS, MOTIFS, residentMiB, STYLES, variedQueries } from './catalogue.mjs';
import { measured } from './measure.mjs';

const argument = (name, fallback) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : fallback);
const port = Number(argument('port', 4600));
const seconds = Number(argument('seconds', 10));
const windows = Number(argument('windows', 3));
const base = `http://127.0.0.1:${port}`;
const INDIA = { websiteID: '1', subsiteID: '1', languageID: '1' };
if (!process.env.DATABASE_URL) throw new Error('search-rush: set DATABASE_URL to a seeded database');
const env = loadSettings({ API_PORT: String(port), LOG_LEVEL: 'warn', STORE_API_URL: `${base}/` });
const startServices = () =>
  startProcess('services', nodeBin, [...(process.env.SEARCH_RUSH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SEARCH_RUSH_PROFILE}`] : []), ...servicesArgs], env);
let services = startServices();
const stopServices = async () => {
  if (services.exitCode !== null || services.signalCode !== null) return;
  const exited = new Promise((resolve) => services.once('exit', resolve));
  services.kill('SIGTERM');
  await exited;
};
const rows = [];

/**
 * The bench's varied queries, then every style with every kind and every three-word combination
 * (style, motif, kind) the bench leaves out: 3,151 different queries. A machine that answers more
 * than a few hundred new searches a second asks them all within the first window, and a query asked
 * again is a kept answer, so the same words follow in other orders, and with a metal word added
 * (docs/performance.md#search-at-100000-sixth-round), then the four-word ones in every order
 * (seventh round): 163,567 different queries in all, each new to the services, all made of words
 * asked in the first 3,151.
 */
function rushQueries() {
  const queries = new Set(variedQueries());
  for (const style of STYLES) for (const kind of KINDS) queries.add(`${style} ${kind}`);
  for (const kind of KINDS) for (const motif of MOTIFS) for (const style of STYLES) queries.add(`${style} ${motif} ${kind}`);
  const more = [];
  for (const kind of KINDS) {
    for (const motif of MOTIFS) {
      more.push(`${kind} ${motif}`);
      for (const style of STYLES) {
        more.push(`${motif} ${style} ${kind}`, `${kind} ${style} ${motif}`, `${motif} ${kind} ${style}`, `${kind} ${motif} ${style}`, `${style} ${kind} ${motif}`);
        for (const metal of ['gold', '22k', 'diamond']) if (metal !== kind) more.push(`${style} ${motif} ${kind} ${metal}`, `${metal} ${style} ${motif} ${kind}`);
      }
    }
  }
  for (const query of more) queries.add(query);
  // Every order of those four words: enough new queries for three windows at a few thousand a second.
  for (const query of more.filter((text) => text.split(' ').length === 4)) for (const order of orders(query.split(' '))) queries.add(order.join(' '));
  return [...queries];
}

/** Every order of a few words. */
function orders(words) {
  if (words.length <= 1) return [words];
  return words.flatMap((word, index) => orders([...words.slice(0, index), ...words.slice(index + 1)]).map((rest) => [word, ...rest]));
}

/**
 * A staff edit of one product sold in India (its English name saved as it was, its making charge
 * there one minor unit up, in one transaction as the back office saves it): the triggers announce
 * it (migrations 0010 and 0016). With `imported`, an import of a new price list: the making charge
 * of that many products sold in India one minor unit up, in one statement (migration 0018). Or, with
 * a subsite, a new 22K gold rate there one minor unit above today's, as the back office enters it:
 * its trigger drops that subsite's copies.
 */
async function announceChange(subsiteId, imported) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    if (imported !== undefined) {
      await client.query(
        `update product_prices set making_per_gram_minor = making_per_gram_minor + 1 where subsite_id = $1
         and product_id in (select product_id from product_prices where subsite_id = $1 order by product_id desc limit $2)`,
        [Number(INDIA.subsiteID), imported],
      );
    } else if (subsiteId === undefined) {
      await client.query('begin');
      const { rows: [edited] } = await client.query('select min(product_id) as id from product_prices where subsite_id = $1', [Number(INDIA.subsiteID)]);
      await client.query(`update product_translations set name = name where product_id = $1 and language_code = 'en'`, [edited.id]);
      await client.query('update product_prices set making_per_gram_minor = making_per_gram_minor + 1 where product_id = $1 and subsite_id = $2', [edited.id, Number(INDIA.subsiteID)]);
      await client.query('commit');
    } else {
      await client.query(
        `insert into metal_rates (subsite_id, metal, purity, rate_per_gram_minor, created_by)
         select subsite_id, metal, purity, rate_per_gram_minor + 1, 'bench' from metal_rates
         where subsite_id = $1 and metal = 'gold' and purity = '22K' and effective_at <= now() order by effective_at desc, id desc limit 1`,
        [subsiteId],
      );
    }
  } finally {
    await client.end();
  }
  // The services hear it on their own connection; give the notice a moment to arrive.
  await new Promise((resolve) => setTimeout(resolve, 500));
}

try {
  await waitFor(servicesReadyUrl(env), { process: services, timeoutMs: 600_000 });
  const started = Date.now();
  const buildCopy = () => fetch(`${base}/api/products/?category=rings&pageSize=24`, { headers: INDIA });
  await buildCopy();
  console.log(`copy built in ${Date.now() - started} ms, ${residentMiB(services.pid)} MiB`);
  const queries = rushQueries().map((q) => `/api/products/?q=${encodeURIComponent(q)}`);
  console.log(`${queries.length} different queries`);
  let next = 0;
  const requests = [{ setupRequest: (request) => ({ ...request, path: queries[next++ % queries.length] }) }];
  const run = async (name, options) => {
    const row = await measured(name, [services.pid], { url: base, headers: INDIA, connections: 50, duration: seconds, ...options });
    rows.push({ ...row, rssMiB: residentMiB(services.pid), next });
    console.log(JSON.stringify(rows.at(-1)));
  };
  for (let window = 1; window <= windows; window += 1) await run(`search: varied, window ${window}`, { requests });
  await run('search: "ring" (the same query)', { requests: [{ path: '/api/products/?q=ring' }] });
  await announceChange();
  const rebuilt = Date.now();
  await buildCopy();
  rows.push({ name: 'copy answering again after a staff edit of one product', ms: Date.now() - rebuilt });
  console.log(JSON.stringify(rows.at(-1)));
  await run('search: varied, after a staff edit of one product', { requests });
  const imported = Number(argument('import', 2_000));
  if (imported > 0) {
    await announceChange(undefined, imported);
    const patched = Date.now();
    await buildCopy();
    rows.push({ name: `copy answering again after an import of ${imported} products' prices`, ms: Date.now() - patched });
    console.log(JSON.stringify(rows.at(-1)));
    await run(`search: varied, after an import of ${imported} products' prices`, { requests });
  }
  await announceChange(Number(INDIA.subsiteID));
  const repriced = Date.now();
  await buildCopy();
  rows.push({ name: 'copy built again after a 22K gold rate change', ms: Date.now() - repriced });
  console.log(JSON.stringify(rows.at(-1)));
  if (argument('restart', 'yes') !== 'no') {
    await stopServices();
    services = startServices();
    await waitFor(servicesReadyUrl(env), { process: services, timeoutMs: 600_000 });
    const restarted = Date.now();
    await buildCopy();
    rows.push({ name: 'copy built after a restart', ms: Date.now() - restarted });
    console.log(JSON.stringify(rows.at(-1)));
    await run('search: varied, first window after a restart', { requests });
  }
  const label = String(argument('label', 'run')).replace(/[^\w-]/g, '');
  fs.writeFileSync(`bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}-search-rush-${label}.json`, JSON.stringify({ load: os.loadavg(), rows }, null, 1));
} finally {
  await stopServices();
}
