/**
 * Lighthouse (mobile, the npm package, Debian's Chromium) on the home, a category and a product
 * page of a running production storefront; prints the four scores per page and what costs points.
 *
 *   BASE_URL=http://localhost:3500 node bench/lighthouse.mjs [/path ...]
 *
 * Without paths: `/`, the first category and the first product of `/sitemap-pages.xml`.
 * CHROME_PATH defaults to /usr/bin/chromium. Build and start the storefront first (`npm run build`,
 * `next start`); a development server scores far lower and says nothing about production.
 */
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function defaultPaths() {
  const xml = await (await fetch(`${base}/sitemap-pages.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1].replace(/&#38;/g, '&')).pathname);
  const pages = paths.filter((path) => path !== '/' && !['/metal-rates', '/stores'].includes(path));
  // The sitemap lists categories before products.
  return ['/', pages[0], pages.at(-1)].filter(Boolean);
}

async function audit(chrome, path) {
  const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, formFactor: 'mobile' });
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]));
  // What keeps a category below 100: its weighted audits that did not pass.
  const misses = CATEGORIES.flatMap((id) =>
    categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => `${id}: ${audits[ref.id].title}${audits[ref.id].displayValue ? ` (${audits[ref.id].displayValue})` : ''}`),
  );
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map(
    (id) => `${audits[id].title} ${audits[id].displayValue}`,
  );
  return { path, scores, misses, metrics };
}

const paths = process.argv.length > 2 ? process.argv.slice(2) : await defaultPaths();
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
const results = [];
try {
  // One at a time: Lighthouse's throttled timings need the machine to themselves.
  for (const path of paths) results.push(await audit(chrome, path));
} finally {
  await chrome.kill();
}

console.log(`Lighthouse ${base} (mobile)\n`);
console.log(['page'.padEnd(48), 'perf', 'a11y', 'best', 'seo'].join('  '));
for (const { path, scores } of results) console.log([path.padEnd(48), ...CATEGORIES.map((id) => String(scores[id]).padStart(4))].join('  '));
for (const { path, misses, metrics } of results) {
  console.log(`\n${path}\n  ${metrics.join(' · ')}`);
  for (const miss of misses) console.log(`  - ${miss}`);
}
if (process.env.LIGHTHOUSE_JSON) fs.writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(results, null, 2));
