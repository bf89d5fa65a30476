/**
 * `DATABASE_URL=… node --import tsx bench/search-words.mjs [step]` (docs/performance.md#search-at-100000-second-round):
 * times findProducts one query at a time straight on a seeded database (e.g. one `bench/run.mjs
 * --catalogue 100000` seeded, or `src/server/db/seed/bench-seed-cli.ts`): every `step`th of the bench's
 * varied queries as new queries, then again after each of their words was searched alone and kept.
 */
import { variedQueries } from './catalogue.mjs';
const { openDatabase } = await import('../src/server/db/client.ts');
const { findProducts } = await import('../src/server/modules/commerce/search/search-service.ts');
const { queryWords } = await import('../src/server/modules/commerce/search/search-query.ts');
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
const sample = variedQueries().filter((_, i) => i % Number(process.argv[2] ?? 20) === 0);
const memo = new Map();
const wordMemo = { known: (w) => memo.get(w), keep: (w, c) => memo.get(w) ?? memo.set(w, c()).get(w) };
async function timed(label, options) {
  const times = [];
  for (const q of sample) {
    const t0 = performance.now();
    const r = await findProducts({ db: handle.db, subsiteId: 1, languageCode: 'en', q, ...options });
    times.push([performance.now() - t0, q, r.size]);
  }
  times.sort((a, b) => a[0] - b[0]);
  const mean = times.reduce((s, t) => s + t[0], 0) / times.length;
  const at = (p) => times[Math.min(times.length - 1, Math.floor(times.length * p))][0].toFixed(1);
  console.log(`${label}: n=${times.length} mean ${mean.toFixed(1)} ms, p50 ${at(0.5)}, p90 ${at(0.9)}, max ${at(1)} (${times.at(-1)[1]}, ${times.at(-1)[2]} results)`);
}
await timed('new queries (several words in one statement)', {});
const words = [...new Set(sample.flatMap((q) => queryWords(q)))];
let t0 = performance.now();
for (const w of words) await findProducts({ db: handle.db, subsiteId: 1, languageCode: 'en', q: w, wordMemo });
console.log(`${words.length} words searched alone (kept): ${(performance.now() - t0).toFixed(0)} ms in all`);
await timed('same queries, every word kept', { wordMemo });
await handle.close();
