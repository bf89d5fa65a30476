/**
 * Two builds of the storefront side by side on a phone whose CPU is slowed four times (Lighthouse's
 * mobile setting): each page loaded N times from each, alternating, in a fresh context, and the
 * medians of what the main thread did up to 3 s after load (the browser's own task, script, style
 * and layout times), the long tasks' blocking time after the first paint, and the page's elements.
 * Lighthouse's total blocking time moves by about 90 ms from run to run of one build on this
 * machine; an A/B of many loads in one session sees smaller changes (docs/page-speed.md,
 * "Twentieth round").
 *
 *   node bench/main-thread-ab.mjs --a http://localhost:3301 --b http://localhost:3300 [--runs 8] /in-en /ae-ar/rings …
 *
 * The services must allow both storefronts (CORS_ORIGINS=http://localhost:3300,http://localhost:3301):
 * a build whose browser calls are refused draws a lighter page and looks faster.
 */
import { chromium, devices } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const builds = { a: option('a'), b: option('b') };
const runs = Number(option('runs', '8'));
const paths = args.filter((arg) => arg.startsWith('/'));
if (!builds.a || !builds.b || paths.length === 0) {
  console.error('usage: node bench/main-thread-ab.mjs --a <base URL> --b <base URL> [--runs N] <path> …');
  process.exit(2);
}

const SLOWDOWN = 4;
const SETTLE_MS = 3000;

/** One load: Chromium's main-thread metrics (ms), blocking time after first paint (ms) and elements. */
async function load(browser, url) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await cdp.send('Performance.enable');
  await page.addInitScript(() => {
    const seen = { tasks: [] };
    Object.assign(window, { __mainThread: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => Math.round((metrics.find((m) => m.name === name)?.value ?? 0) * 1000);
  const { blocking, elements } = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const { tasks } = window.__mainThread;
    let sum = 0;
    for (const [start, duration] of tasks) {
      const end = start + duration;
      if (end <= paint) continue;
      sum += Math.max(0, end - Math.max(start, paint) - 50);
    }
    return { blocking: Math.round(sum), elements: document.querySelectorAll('*').length };
  });
  await context.close();
  return { task: metric('TaskDuration'), script: metric('ScriptDuration'), style: metric('RecalcStyleDuration'), layout: metric('LayoutDuration'), blocking, elements };
}

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const columns = ['task', 'script', 'style', 'layout', 'blocking', 'elements'];
  console.log(`| page | build | ${columns.join(' | ')} |`);
  console.log(`|---|---|${columns.map(() => '---').join('|')}|`);
  for (const path of paths) {
    const seen = { a: [], b: [] };
    // Warm both (ISR generates the page on its first request), then alternate.
    for (const key of ['a', 'b']) await load(browser, builds[key] + path);
    for (let run = 0; run < runs; run += 1) {
      for (const key of run % 2 ? ['b', 'a'] : ['a', 'b']) seen[key].push(await load(browser, builds[key] + path));
    }
    for (const key of ['a', 'b']) {
      const cells = columns.map((column) => median(seen[key].map((one) => one[column])));
      console.log(`| ${path} | ${key} | ${cells.join(' | ')} |`);
    }
  }
  console.log(`\nmedians of ${runs} loads each (ms, CPU slowed ${SLOWDOWN}×, Pixel 7, ${SETTLE_MS / 1000} s after load); a = ${builds.a}, b = ${builds.b}`);
} finally {
  await browser.close();
}
