/**
 * First-load JavaScript per route, gzipped, from the last `next build` (Next 16 no longer prints
 * it; Turbopack writes the chunk lists to .next/diagnostics/route-bundle-stats.json), against the
 * budget of issue 15: 150 kB on home, category and product (`/`, `/[...slug]`), 170 kB on every
 * other page. Exits 1 when a page is over its budget, naming it.
 *
 *   node scripts/bundle-size.mjs [distDir]
 *
 * `/[...slug]` serves two views, each a `next/dynamic` chunk whose scripts the server-rendered HTML
 * names beside the route's own (catalogue-template.tsx): its route chunks alone undercount both
 * pages. It is reported as one line per view (VIEWS below), each the route's chunks plus the files
 * the build's react-loadable-manifest.json lists for that view's dynamic import, whose module id is
 * read from the route's server code (docs/page-speed.md, "Fifth round"). A view whose chunks cannot
 * be found fails the check rather than being counted short.
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

/** Routes that render one of several `next/dynamic` views: the view's line name → the export its import resolves to. */
export const VIEWS = {
  '/[...slug]': { 'category view': 'CategoryPage', 'product view': 'ProductPageView' },
};

/** The budget of a route in kB, or null for routes that ship no JavaScript to a browser. */
export function budgetOf(route) {
  if (route.startsWith('/api/') || /\.(xml|txt)$/.test(route)) return null;
  return LANDING_ROUTES.has(route) ? BUDGET_KB.landing : BUDGET_KB.other;
}

/** A chunk path as the stats name it (`.next-e2e-5100/static/chunks/x.js`) inside the dist dir. */
const inDist = (dist, chunk) => path.join(dist, chunk.split(/[\\/]/).slice(1).join(path.sep));

/**
 * The loadable module id of each view's dynamic import, read from the route's server code, where
 * Next compiles `dynamic(() => import('./x').then((m) => m.View))` with `loadableGenerated: { modules: [id] }`.
 */
export function viewModuleIds(dist, views) {
  const ids = {};
  const serverDir = path.join(dist, 'server', 'chunks', 'ssr');
  const files = fs.existsSync(serverDir) ? fs.readdirSync(serverDir).filter((file) => file.endsWith('.js')) : [];
  for (const file of files) {
    const code = fs.readFileSync(path.join(serverDir, file), 'utf8');
    if (!code.includes('loadableGenerated')) continue;
    for (const [line, exportName] of Object.entries(views)) {
      const pattern = new RegExp(`\\.then\\(\\(?([\\w$]+)\\)?=>\\1\\.${exportName}\\)\\s*,\\s*\\{\\s*loadableGenerated:\\s*\\{\\s*modules:\\s*\\[([\\d,\\s"]+)\\]`);
      const found = pattern.exec(code);
      if (found) ids[line] ??= found[2].split(',').map((id) => id.trim().replace(/"/g, ''));
    }
  }
  return ids;
}

/** Each view's JavaScript files beyond the route's: what react-loadable-manifest.json lists for its module ids. */
export function viewChunks(dist, route, views) {
  const manifestFile = path.join(dist, 'server', 'pages', route, 'react-loadable-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`No ${path.relative(root, manifestFile)}: cannot count the views of ${route}.`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const ids = viewModuleIds(dist, views);
  return Object.fromEntries(
    Object.keys(views).map((line) => {
      const entries = (ids[line] ?? []).map((id) => manifest[id]).filter(Boolean);
      if (entries.length === 0) throw new Error(`Cannot find the dynamic chunks of ${route}'s ${line} (${views[line]}) in the build: scripts/bundle-size.mjs must learn the build's new shape.`);
      return [line, entries.flatMap((entry) => entry.files.filter((file) => file.endsWith('.js')))];
    }),
  );
}

function sizeOf(route, files, budget) {
  const bytes = [...new Set(files)].map((file) => fs.readFileSync(file));
  const raw = bytes.reduce((sum, file) => sum + file.length, 0);
  const gzipped = bytes.reduce((sum, file) => sum + zlib.gzipSync(file, { level: 9 }).length, 0);
  return { route, chunks: bytes.length, raw, gzipped, budget };
}

/** One row per route (per view for a route with VIEWS): chunks, raw and gzipped bytes, budget in kB. */
export function measure(dist) {
  const statsFile = path.join(dist, 'diagnostics', 'route-bundle-stats.json');
  if (!fs.existsSync(statsFile)) throw new Error(`No ${path.relative(root, statsFile)}: run a build first (npm run build).`);
  return JSON.parse(fs.readFileSync(statsFile, 'utf8')).flatMap(({ route, firstLoadChunkPaths }) => {
    const own = firstLoadChunkPaths.map((chunk) => inDist(dist, chunk));
    const views = VIEWS[route];
    if (!views) return [sizeOf(route, own, budgetOf(route))];
    return Object.entries(viewChunks(dist, route, views)).map(([line, files]) =>
      sizeOf(`${route} ${line}`, [...own, ...files.map((file) => path.join(dist, file))], budgetOf(route)),
    );
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
