/**
 * Layout shift of a page as a shopper's browser records it: Chromium's `layout-shift` entries
 * (without recent input), summed from navigation to 2.5 s after the fonts are ready, each with
 * the nodes that moved. Fresh context (no saved state, no cached fonts) per page and width.
 *
 *   BASE_URL=http://localhost:3000 node bench/layout-shift.mjs [--width 1366] [--mobile] [--font-delay 400] /ae-ar /in-en/cart …
 *
 * Lighthouse reports one number; this names what moved (docs/page-speed.md, "Layout shift").
 */
import { chromium } from '@playwright/test';

const base = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const args = process.argv.slice(2);
const widthAt = args.indexOf('--width');
const width = widthAt >= 0 ? Number(args[widthAt + 1]) : 1366;
const mobile = args.includes('--mobile');
const paths = args.filter((arg) => arg.startsWith('/'));

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  for (const path of paths.length > 0 ? paths : ['/']) {
    const context = await browser.newContext(mobile ? { viewport: { width, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } : { viewport: { width, height: 900 } });
    const page = await context.newPage();
    // --font-delay <ms>: fonts arrive that much later, as over a real network (on localhost they
    // arrive within font-display's block period and swap there).
    const fontDelay = Number(args[args.indexOf('--font-delay') + 1] ?? 0);
    if (args.includes('--font-delay')) {
      await page.route(new RegExp(process.env.FONT_DELAY_MATCH ?? "\\.woff2?$"), async (route) => {
        await new Promise((resolve) => setTimeout(resolve, fontDelay));
        await route.continue();
      });
    }
    await page.addInitScript(() => {
      const shifts = [];
      window.__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue;
          const sources = (entry.sources ?? []).map((source) => {
            const node = source.node;
            const name = node ? `${node.nodeName}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}` : '(gone)';
            const text = node?.textContent?.trim().slice(0, 40) ?? '';
            return `${name} "${text}" ${JSON.stringify(source.previousRect)} → ${JSON.stringify(source.currentRect)}`;
          });
          const fonts = [...document.fonts].filter((face) => face.status === "loaded").map((face) => `${face.family} ${face.weight}`).join(", ");
          shifts.push({ at: Math.round(entry.startTime), value: entry.value, sources, fonts });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(2500);
    const shifts = await page.evaluate(() => window.__shifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    console.log(`${path} at ${width} px${mobile ? ' (phone)' : ''}: CLS ${total.toFixed(4)}`);
    for (const shift of shifts) {
      console.log(`  ${shift.at} ms  ${shift.value.toFixed(4)}  fonts loaded: ${shift.fonts}`);
      for (const source of shift.sources) console.log(`    ${source}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
