/**
 * First-load JavaScript per route, gzipped, from the last `next build` (Next 16 no longer prints
 * it; Turbopack writes the chunk lists to .next/diagnostics/route-bundle-stats.json), against the
 * budget of issue 15: 150 kB on home, category and product (`/`, `/[...slug]`), 170 kB on every
 * other page. Exits 1 when a page is over its budget, naming it.
 *
 *   node scripts/bundle-size.mjs [distDir]
 *
 * API routes and the XML and text files (`/api/*`, `/sitemap.xml`, `/robots.txt`) load no
 * JavaScript in a browser and have no budget. `npm test` (scripts/test.mjs) runs this check on the
 * real build its journeys ran on and fails the run when a page is over. The landing pages' budget is
 * the one figure BUDGET_KB.landing.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './lib.mjs';

export const BUDGET_KB = { landing: 150, other: 170 };
const LANDING_ROUTES = new Set(['/', '/[...slug]']);

/** The budget of a route in kB, or null for routes that ship no JavaScript to a browser. */
export function budgetOf(route) {
  if (route.startsWith('/api/') || /\.(xml|txt)$/.test(route)) return null;
  return LANDING_ROUTES.has(route) ? BUDGET_KB.landing : BUDGET_KB.other;
}

function measure(dist) {
  const statsFile = path.join(dist, 'diagnostics', 'route-bundle-stats.json');
  if (!fs.existsSync(statsFile)) throw new Error(`No ${path.relative(root, statsFile)}: run a build first (npm run build).`);
  return JSON.parse(fs.readFileSync(statsFile, 'utf8')).map(({ route, firstLoadChunkPaths }) => {
    const files = firstLoadChunkPaths.map((chunk) => fs.readFileSync(path.join(dist, path.relative('.next', chunk))));
    const raw = files.reduce((sum, file) => sum + file.length, 0);
    const gzipped = files.reduce((sum, file) => sum + zlib.gzipSync(file, { level: 9 }).length, 0);
    return { route, chunks: files.length, raw, gzipped, budget: budgetOf(route) };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  try {
    const rows = measure(path.resolve(root, process.argv[2] ?? '.next')).sort((a, b) => a.route.localeCompare(b.route));
    console.table(
      rows.map(({ route, chunks, raw, gzipped, budget }) => ({
        route,
        chunks,
        raw: kB(raw),
        gzipped: kB(gzipped),
        budget: budget === null ? '—' : `${budget} kB`,
        over: budget !== null && gzipped > budget * 1000 ? `+${kB(gzipped - budget * 1000)}` : '',
      })),
    );
    const over = rows.filter(({ gzipped, budget }) => budget !== null && gzipped > budget * 1000);
    if (over.length > 0) {
      console.error(`Over the first-load JavaScript budget (gzipped): ${over.map(({ route, gzipped, budget }) => `${route} ${kB(gzipped)} > ${budget} kB`).join('; ')}`);
      process.exitCode = 1;
    } else console.log(`Every page within its budget (${BUDGET_KB.landing} kB home, category and product; ${BUDGET_KB.other} kB the others).`);
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
