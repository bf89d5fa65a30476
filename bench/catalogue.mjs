/**
 * `npm run bench -- --catalogue 10000,100000` (issue 14, docs/performance.md#a-catalogue-of-100000):
 * the catalogue reads at the demo store's size and with generated products added
 * (src/server/db/seed/bench-catalogue.ts, a bench seed, never the demo seed). Search and suggest are
 * measured twice: one query asked again and again (answered from the memo after the first time) and
 * queries that vary with every request (thousands of distinct ones, so most are computed afresh);
 * product detail goes round the whole catalogue. Each row carries the services' resident memory after
 * the catalogue's copies were built and how long the first listing took (building the copy).
 */
import fs from 'node:fs';
import { measured } from './measure.mjs';

const INDIA = { websiteID: '1', subsiteID: '1', languageID: '1' };

export const MOTIFS = ['lotus', 'peacock', 'mango', 'jaali', 'temple', 'filigree', 'kundan', 'meenakari', 'paisley', 'rose', 'leaf', 'star', 'moon', 'sun', 'swan', 'vine'];
export const STYLES = ['heritage', 'royal', 'classic', 'bridal', 'everyday', 'grace', 'bloom', 'aura', 'regal', 'petite', 'twist', 'halo', 'charm', 'eternal', 'festive', 'modern'];
export const KINDS = ['ring', 'necklace', 'earrings', 'bangles', 'pendant', 'chain', 'coin', 'gold', '22k', 'diamond'];

/** Thousands of distinct queries a shopper might type: a motif, a style, a kind, and misspellings. */
export function variedQueries() {
  const queries = new Set();
  for (const motif of MOTIFS) {
    for (const kind of KINDS) queries.add(`${motif} ${kind}`);
    for (const style of STYLES) {
      queries.add(`${motif} ${style}`);
      for (const kind of KINDS.slice(0, 6)) queries.add(`${style} ${motif} ${kind}`);
    }
    // A misspelling: two letters swapped.
    queries.add(`${motif.slice(0, 2)}${motif[3] ?? ''}${motif[2]}${motif.slice(4)} ring`);
  }
  return [...queries];
}

/** Prefixes as typed, letter by letter. */
function prefixes() {
  const out = new Set();
  for (const word of [...MOTIFS, ...STYLES, ...KINDS]) for (let length = 2; length <= word.length; length += 1) out.add(word.slice(0, length));
  return [...out];
}

function rotating(paths) {
  let next = 0;
  return [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }];
}

/** Resident memory of a process in MiB (VmRSS), or null where /proc is not there. */
export function residentMiB(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kib / 1024);
  } catch {
    return null;
  }
}

export async function benchCatalogueReads({ base, pids, seconds, connections, products, wanted = () => true }) {
  // The first listing builds the copy of the subsite in its language: its time and the memory after.
  const started = Date.now();
  const first = await fetch(`${base}/api/products/?category=rings&pageSize=24`, { headers: INDIA });
  if (!first.ok) throw new Error(`bench: the first listing answered ${first.status}`);
  const buildMs = Date.now() - started;
  const extra = { products, buildMs, rssMiB: residentMiB(pids[0]) };
  const ids = Array.from({ length: 5000 }, (_, index) => `/api/products/${1 + ((index * 7919) % products)}/`);
  const queries = variedQueries().map((q) => `/api/products/?q=${encodeURIComponent(q)}`);
  const suggestions = prefixes().map((q) => `/api/products/suggest/?q=${encodeURIComponent(q)}`);
  const scenarios = [
    { name: 'product detail (round the catalogue)', requests: rotating(ids) },
    { name: 'listing: rings, page 1', requests: [{ path: '/api/products/?category=rings&pageSize=24' }] },
    { name: 'listing: gold 22K by price', requests: [{ path: '/api/products/?metal=gold&purity=22K&sort=price_asc' }] },
    { name: 'search: "ring" (the same query)', requests: [{ path: '/api/products/?q=ring' }] },
    { name: `search: varied (${queries.length} queries)`, requests: rotating(queries) },
    { name: `suggest: varied (${suggestions.length} prefixes)`, requests: rotating(suggestions) },
  ];
  const rows = [];
  for (const scenario of scenarios.filter((candidate) => wanted(candidate.name))) {
    const row = await measured(scenario.name, pids, { url: base, headers: INDIA, connections, duration: seconds, requests: scenario.requests });
    rows.push({ ...row, ...extra, rssMiBAfter: residentMiB(pids[0]) });
  }
  return rows;
}
