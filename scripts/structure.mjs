/**
 * The shape of the tree, checked in `npm test` (docs/architecture.md):
 * - no source file over MAX_LINES lines;
 * - no import cycle among server modules (`src/server/modules/<area>/<module>`, or `outbox`) nor
 *   among storefront modules (`src/storefront/modules/<module>`), counting every import, type or not;
 * - no cycle among files anywhere in src through imports that exist at run time (`import type` is
 *   erased, so it cannot make one).
 * `node scripts/structure.mjs` prints what is wrong and exits 1; the functions are unit-tested.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|mts|mjs|js|css)$/;
const CODE = /\.(ts|tsx|mts|mjs|js)$/;
const TREES = ['src', 'tests', 'e2e', 'scripts', 'bench'];
const SKIP = new Set(['node_modules', '.next', 'migrations']);

export function listFiles(root, trees = TREES) {
  const files = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name)) files.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  for (const tree of trees) walk(path.join(root, tree));
  return files.sort();
}

/** Files longer than `max` lines, longest first. */
export function oversizedFiles(root, files, max = MAX_LINES) {
  return files
    .map((file) => ({ file, lines: fs.readFileSync(path.join(root, file), 'utf8').split('\n').filter((line, at, all) => at < all.length - 1 || line !== '').length }))
    .filter(({ lines }) => lines > max)
    .sort((a, b) => b.lines - a.lines);
}

const IMPORT = /(?:^|[\s;}])(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The project files a file imports: `{ to, typeOnly }` for each `@/…` or relative specifier that resolves. */
export function importsOf(root, file, source = fs.readFileSync(path.join(root, file), 'utf8')) {
  const found = [];
  for (const match of source.matchAll(IMPORT)) {
    const spec = match[3] ?? match[4];
    const typeOnly = Boolean(match[2]);
    const to = resolve(root, file, spec);
    if (to) found.push({ to, typeOnly });
  }
  return found;
}

const ALIASES = { '@/shared/': 'src/shared/', '@/server/': 'src/server/', '@/storefront/': 'src/storefront/', '@/tests/': 'tests/' };

function resolve(root, from, spec) {
  let base;
  const alias = Object.keys(ALIASES).find((prefix) => spec.startsWith(prefix));
  if (alias) base = ALIASES[alias] + spec.slice(alias.length);
  else if (spec.startsWith('.')) base = path.posix.join(path.posix.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, `${base}.mjs`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const full = path.join(root, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return path.posix.normalize(candidate);
  }
  return null;
}

/** The module a file belongs to, or null outside the modules folders (composition roots included). */
export function moduleOf(file) {
  const server = file.match(/^src\/server\/modules\/(.+)$/);
  if (server) {
    const parts = server[1].split('/');
    if (parts.length === 1) return null; // modules/index.ts: the composition root
    return parts.length === 2 ? `server:${parts[0]}` : `server:${parts[0]}/${parts[1]}`;
  }
  const storefront = file.match(/^src\/storefront\/modules\/([^/]+)\//);
  return storefront ? `storefront:${storefront[1]}` : null;
}

/** Strongly connected components with more than one node (or a self-loop): each is a cycle. */
export function cycles(edges) {
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((set) => [...set])]);
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const connect = (node) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)));
    }
    if (low.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || edges.get(node)?.has(node)) found.push(component.sort());
    }
  };
  for (const node of [...nodes].sort()) if (!indices.has(node)) connect(node);
  return found;
}

function addEdge(edges, from, to) {
  if (!edges.has(from)) edges.set(from, new Set());
  edges.get(from).add(to);
}

/** Module-level and run-time file-level import graphs of the code under src. */
export function graphs(root, files) {
  const modules = new Map();
  const runtime = new Map();
  const examples = new Map();
  for (const file of files.filter((name) => name.startsWith('src/') && CODE.test(name))) {
    for (const { to, typeOnly } of importsOf(root, file)) {
      const [a, b] = [moduleOf(file), moduleOf(to)];
      if (a && b && a !== b) {
        addEdge(modules, a, b);
        if (!examples.has(`${a}>${b}`)) examples.set(`${a}>${b}`, `${file} → ${to}`);
      }
      if (!typeOnly) addEdge(runtime, file, to);
    }
  }
  return { modules, runtime, examples };
}

export function checkStructure(root) {
  const files = listFiles(root);
  const problems = [];
  for (const { file, lines } of oversizedFiles(root, files)) problems.push(`${file}: ${lines} lines (at most ${MAX_LINES})`);
  const { modules, runtime, examples } = graphs(root, files);
  for (const cycle of cycles(modules)) {
    const links = cycle.flatMap((a) => cycle.filter((b) => modules.get(a)?.has(b)).map((b) => `    ${examples.get(`${a}>${b}`)}`));
    problems.push(`module cycle: ${cycle.join(' ⇄ ')}\n${links.join('\n')}`);
  }
  for (const cycle of cycles(runtime)) problems.push(`file cycle (run-time imports): ${cycle.join(' ⇄ ')}`);
  return { files: files.length, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { files, problems } = checkStructure(root);
  for (const problem of problems) console.log(problem);
  console.log(problems.length ? `structure: ${problems.length} problem(s) in ${files} files` : `structure: ${files} files, none over ${MAX_LINES} lines, no import cycle`);
  process.exit(problems.length ? 1 : 0);
}
