/**
 * First-load JavaScript per route, gzipped, from the last `next build` (Next 16 no longer prints
 * it; Turbopack writes the chunk lists to .next/diagnostics/route-bundle-stats.json).
 *
 *   node scripts/bundle-size.mjs [distDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './lib.mjs';

const dist = path.resolve(root, process.argv[2] ?? '.next');
const statsFile = path.join(dist, 'diagnostics', 'route-bundle-stats.json');
if (!fs.existsSync(statsFile)) {
  console.error(`No ${path.relative(root, statsFile)}: run a build first (npm run build).`);
  process.exit(1);
}
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const rows = JSON.parse(fs.readFileSync(statsFile, 'utf8')).map(({ route, firstLoadChunkPaths }) => {
  const files = firstLoadChunkPaths.map((chunk) => fs.readFileSync(path.join(dist, path.relative('.next', chunk))));
  const raw = files.reduce((sum, file) => sum + file.length, 0);
  const gzipped = files.reduce((sum, file) => sum + zlib.gzipSync(file, { level: 9 }).length, 0);
  return { route, chunks: files.length, raw: kB(raw), gzipped: kB(gzipped) };
});
console.table(rows.sort((a, b) => a.route.localeCompare(b.route)));
