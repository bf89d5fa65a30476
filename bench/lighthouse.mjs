/**
 * Lighthouse (mobile, the npm package, Debian's Chromium) on the pages issue 15 judges: home,
 * category, product, cart and checkout in `in-en` and `ae-ar`, one fresh Chromium per page, one
 * page at a time. Prints a table (the four scores, LCP with its breakdown, TBT, CLS, the load
 * average) and writes it with the details to bench/results/ (docs/page-speed.md).
 *
 *   BASE_URL=http://localhost:3500 flock /tmp/bench.lock node bench/lighthouse.mjs [--timeout 150] [--out <file stem>] [--reports <dir>] [--cold] [--explain] [/path …]
 *
 * Without paths: the ten pages above at their canonical URLs (the default locale's carry no
 * prefix: `/`, `/rings`, `/cart`; `/in-en` names `/` as canonical, which Lighthouse's SEO audit
 * fails); the category is `rings` (or the locale's first category in its sitemap), the product
 * the last product of `/<locale>/sitemap-pages.xml`. `--reports` keeps every full Lighthouse report (JSON).
 * `--explain` adds, per page, what the simulated LCP counted in front of the paint (bench/lcp-model.mjs).
 * A page that takes longer than `--timeout` seconds is recorded as timed out, its Chromium
 * killed, and the run goes on. Exits 1 when a page could not be measured (not when a target is missed).
 * CHROME_PATH defaults to /usr/bin/chromium. Build and start the storefront first (`npm run
 * start:prod` or `npm start`); a development server says nothing about production.
 *
 * Over HTTPS with start:prod's self-signed certificate (EDGE_TLS_PORT; docs/edge.md, "HTTPS and
 * HTTP/2"), name it in NODE_EXTRA_CA_CERTS: Node then trusts it for the warm-up and the sitemap,
 * and Chromium is told to accept that one key (--ignore-certificate-errors-spki-list), no other:
 *
 *   NODE_EXTRA_CA_CERTS=run/edge/tls/localhost.crt BASE_URL=https://localhost:3443 node bench/lighthouse.mjs
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { explainLcp } from './lcp-model.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : fallback;
};
const OPTIONS_WITH_VALUES = new Set(['--timeout', '--out', '--reports']);
const explicitPaths = process.argv.slice(2).filter((value, index, all) => value.startsWith('/') && !OPTIONS_WITH_VALUES.has(all[index - 1]));

const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const timeoutMs = Number(argument('timeout', '150')) * 1000;
const reportsDir = argument('reports');
const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
/** Chromium accepts the certificate Node was told to trust (NODE_EXTRA_CA_CERTS), by its public key's SHA-256. */
function trustedKeyFlags() {
  const file = process.env.NODE_EXTRA_CA_CERTS;
  if (!file || !base.startsWith('https:')) return [];
  const publicKey = new crypto.X509Certificate(fs.readFileSync(file)).publicKey.export({ type: 'spki', format: 'der' });
  return [`--ignore-certificate-errors-spki-list=${crypto.createHash('sha256').update(publicKey).digest('base64')}`];
}
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  ...trustedKeyFlags(),
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const LOCALES = ['in-en', 'ae-ar'];
const DEFAULT_LOCALE = 'in-en';
/** Issue 15's targets: performance ≥ 95, the other categories 100, LCP ≤ 2 s, TBT ≤ 150 ms, CLS ≤ 0.02. */
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 2000, tbtMs: 150, cls: 0.02 };

async function sitemapPaths(locale) {
  try {
    const response = await fetch(`${base}/${locale}/sitemap-pages.xml`, { signal: AbortSignal.timeout(20_000) });
    if (!response.ok) return [];
    const xml = await response.text();
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1].replace(/&#38;|&amp;/g, '&')).pathname);
  } catch {
    return [];
  }
}

/** The ten pages: [label, path]. The sitemap lists home, then categories, then products. */
async function defaultPages() {
  const pages = [];
  for (const locale of LOCALES) {
    // The default locale's canonical URLs carry no prefix (its sitemap lists `/rings`, not `/in-en/rings`).
    const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
    const home = prefix || '/';
    const listed = (await sitemapPaths(locale)).filter((entry) => ![home, `/${locale}`, `${prefix}/metal-rates`, `${prefix}/stores`].includes(entry));
    const category = listed.includes(`${prefix}/rings`) ? `${prefix}/rings` : listed[0];
    const product = listed.at(-1);
    if (!category || !product) throw new Error(`${base}/${locale}/sitemap-pages.xml lists no category or product: is the store running with its catalogue?`);
    pages.push(
      [`home ${locale}`, home],
      [`category ${locale}`, category],
      [`product ${locale}`, product],
      [`cart ${locale}`, `${prefix}/cart`],
      [`checkout ${locale}`, `${prefix}/checkout`],
    );
  }
  return pages;
}

/** LCP's four phases (TTFB, load delay, load time, render delay) in ms; delay and load are absent for a text LCP. */
function lcpBreakdown(audits) {
  const tables = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const phases = tables.find((table) => table.items?.some((item) => item.phase !== undefined))?.items ?? [];
  return Object.fromEntries(phases.map((item) => [String(item.phase).toLowerCase().replace(/\s+/g, ''), Math.round(item.timing)]));
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([promise, new Promise((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms)))]).finally(() =>
    clearTimeout(timer),
  );
}

/**
 * Asks for the page twice before measuring it, and lets the storefront settle: the run measures the
 * page as a shopper gets it on a busy day, from the edge's cache, not the first request after a
 * start or a build (which the storefront renders, competing for the CPU with the Chromium being
 * measured: docs/page-speed.md, "Ninth round"). `--cold` skips this.
 */
async function warm(pagePath) {
  if (process.argv.includes('--cold')) return;
  for (let i = 0; i < 2; i++) await fetch(`${base}${pagePath}`, { signal: AbortSignal.timeout(20_000) }).then((response) => response.arrayBuffer()).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

async function audit(label, pagePath) {
  await warm(pagePath);
  const loadBefore = os.loadavg()[0];
  const started = Date.now();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const run = lighthouse(
      `${base}${pagePath}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, formFactor: 'mobile', maxWaitForLoad: Math.min(45_000, timeoutMs - 10_000) },
    );
    const result = await withTimeout(run, timeoutMs, `Lighthouse on ${pagePath}`);
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    // A page whose build files fail to load scores well for the wrong reason (no JavaScript ran):
    // such a run is not a measurement (an edge serving another build's files, say).
    const missing = (audits['network-requests']?.details?.items ?? []).filter((item) => item.url?.includes('/_next/static/') && item.statusCode >= 400);
    if (missing.length > 0) throw new Error(`${missing.length} build files failed to load (${missing[0].statusCode} ${new URL(missing[0].url).pathname}): is the server serving this build?`);
    if (reportsDir) {
      fs.mkdirSync(reportsDir, { recursive: true });
      fs.writeFileSync(path.join(reportsDir, `${label.replace(/[\s/]+/g, '-').replace(/^-+/, '') || 'root'}.json`), result.report);
    }
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, categories[id]?.score === null || categories[id]?.score === undefined ? null : Math.round(categories[id].score * 100)]));
    // What keeps a category below 100: its weighted audits that did not pass.
    const misses = CATEGORIES.flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
        .map((ref) => `${id}: ${audits[ref.id].title}${audits[ref.id].displayValue ? ` (${audits[ref.id].displayValue})` : ''}`),
    );
    return {
      label,
      path: pagePath,
      scores,
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      lcp: lcpBreakdown(audits),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      misses,
      lcpModel: process.argv.includes('--explain') ? await explainLcp(result) : undefined,
      seconds: Math.round((Date.now() - started) / 1000),
      loadAverage: [loadBefore, os.loadavg()[0]].map((value) => Number(value.toFixed(1))),
    };
  } catch (error) {
    return { label, path: pagePath, error: error.message, seconds: Math.round((Date.now() - started) / 1000), loadAverage: [Number(loadBefore.toFixed(1)), Number(os.loadavg()[0].toFixed(1))] };
  } finally {
    // A hung run leaves its Chromium behind unless it is killed here; kill() never throws for a gone one.
    await withTimeout(Promise.resolve(chrome.kill()), 10_000, 'stopping Chromium').catch(() => chrome.process?.kill('SIGKILL'));
  }
}

const thousands = (value) => value.toLocaleString('en-GB');
const ms = (value) => (value === undefined ? '—' : thousands(value));

function meetsTargets(row) {
  if (row.error) return false;
  return (
    CATEGORIES.every((id) => row.scores[id] !== null && row.scores[id] >= TARGETS[id]) && row.lcpMs <= TARGETS.lcpMs && row.tbtMs <= TARGETS.tbtMs && row.cls <= TARGETS.cls
  );
}

/** The table as Markdown: the same columns as the README's and docs/page-speed.md's. */
function markdownTable(rows) {
  const lines = [
    '| page | perf | a11y | best | SEO | LCP (TTFB / delay / load / render ms) | TBT | CLS | targets | load avg |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const name = `${row.label} \`${row.path}\``;
    if (row.error) {
      lines.push(`| ${name} | — | — | — | — | not measured: ${row.error.replaceAll('|', '/')} | — | — | no | ${row.loadAverage.join(' → ')} |`);
      continue;
    }
    const { ttfb, loaddelay, loadtime, renderdelay } = row.lcp;
    const lcp = `${(row.lcpMs / 1000).toFixed(1)} s (${[ttfb, loaddelay, loadtime, renderdelay].map(ms).join(' / ')})`;
    const scores = CATEGORIES.map((id) => row.scores[id] ?? '—');
    lines.push(`| ${name} | ${scores.join(' | ')} | ${lcp} | ${thousands(row.tbtMs)} ms | ${row.cls} | ${meetsTargets(row) ? 'met' : 'no'} | ${row.loadAverage.join(' → ')} |`);
  }
  return lines.join('\n');
}

async function main() {
  const pages = explicitPaths.length > 0 ? explicitPaths.map((pagePath) => [pagePath, pagePath]) : await defaultPages();
  const started = new Date();
  const rows = [];
  // One page at a time: Lighthouse's throttled timings need the machine to themselves.
  for (const [label, pagePath] of pages) {
    const row = await audit(label, pagePath);
    console.log(row.error ? `[lighthouse] ${label} ${pagePath}: ${row.error}` : `[lighthouse] ${label} ${pagePath}: performance ${row.scores.performance} in ${row.seconds} s`);
    rows.push(row);
  }

  const header = `Lighthouse ${lighthouseVersion()} mobile, ${base}, ${started.toISOString()}, ${os.cpus().length} cores; load average 1 min before → after each page`;
  const table = markdownTable(rows);
  const details = rows
    .filter((row) => !row.error)
    .map((row) =>
      [
        `${row.label} ${row.path}: FCP ${thousands(row.fcpMs)} ms, ${row.seconds} s`,
        ...row.misses.map((miss) => `  - ${miss}`),
        ...(row.lcpModel ?? []).map((line) => `  - LCP model, ${line}`),
      ].join('\n'),
    )
    .join('\n');
  const text = `${header}\n\n${table}\n\nTargets (issue 15): performance ≥ ${TARGETS.performance}, the other three 100, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}.\n\nWhat costs points:\n${details}\n`;
  console.log(`\n${text}`);

  const stem = argument('out', path.join(resultsDir, `lighthouse-${started.toISOString().slice(0, 16).replace(':', '-')}`));
  fs.mkdirSync(path.dirname(stem), { recursive: true });
  fs.writeFileSync(`${stem}.md`, text);
  fs.writeFileSync(`${stem}.json`, JSON.stringify({ base, started: started.toISOString(), targets: TARGETS, rows }, null, 2));
  console.log(`[lighthouse] written ${path.relative(process.cwd(), `${stem}.md`)} and .json`);
  return rows.some((row) => row.error) ? 1 : 0;
}

function lighthouseVersion() {
  try {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', 'lighthouse', 'package.json');
    return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  } catch {
    return '';
  }
}

// Exit explicitly: a Lighthouse run abandoned at its time-out may still hold timers or sockets.
main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[lighthouse] ${error.message}`);
    process.exit(1);
  },
);
