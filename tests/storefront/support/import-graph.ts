import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The static import graph of the project's own TypeScript, read as text: what a bundler would
 * follow from some entry files. Module specifiers come from `import … from`, `export … from`,
 * side-effect `import '…'` and `import('…')` with a literal (browser-mocking.ts loads the mocks
 * that way). Type-only imports are left out: the compiler erases them, so they never reach a bundle.
 */
export interface ImportEdge {
  /** The importing file, relative to the root. */
  from: string;
  specifier: string;
  /** The project file the specifier names, relative to the root; undefined for a package. */
  to?: string;
}

/** The aliases of tsconfig.json "paths" (and vitest.config.ts). */
const ALIASES: Record<string, string> = {
  '@/shared/': 'src/shared/',
  '@/server/': 'src/server/',
  '@/storefront/': 'src/storefront/',
  '@/tests/': 'tests/',
};
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const CANDIDATES = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

const SPECIFIERS = [
  // import x from '…', import { a, type b } from '…', export * from '…', export { a } from '…'
  /(?:^|[\s;}])(import|export)\s+(type\s+)?[\w*{},\s$]*?\sfrom\s*['"]([^'"]+)['"]/g,
  // import '…' (side effects only)
  /(?:^|[\s;])import\s*['"]([^'"]+)['"]/g,
  // import('…')
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The module specifiers a source text loads at run time, in order of the patterns above. */
export function specifiersOf(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(SPECIFIERS[0]!)) if (!match[2]) found.push(match[3]!);
  for (const pattern of SPECIFIERS.slice(1)) for (const match of text.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** The project file a specifier names from `fromFile` (relative to root), or undefined for a package. */
export function resolveSpecifier(root: string, fromFile: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = path.join(root, ALIASES[alias]!, specifier.slice(alias.length));
  else if (specifier.startsWith('.')) base = path.resolve(root, path.dirname(fromFile), specifier);
  else if (specifier === '@/server') base = path.join(root, 'src/server');
  else return undefined;
  for (const suffix of CANDIDATES) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return path.relative(root, candidate);
  }
  throw new Error(`${fromFile}: cannot resolve '${specifier}'`);
}

/** Every source file below a folder (relative to root), test files left out. */
export function sourceFiles(root: string, folder: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const child = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(child);
    }
  };
  walk(folder);
  return files;
}

/** Every edge reachable from the entry files, each file read once. */
export function reachableEdges(root: string, entries: string[]): ImportEdge[] {
  const seen = new Set<string>();
  const queue = [...entries];
  const edges: ImportEdge[] = [];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!SOURCE.test(file)) continue; // JSON, CSS: nothing to follow
    for (const specifier of specifiersOf(readFileSync(path.join(root, file), 'utf8'))) {
      const to = resolveSpecifier(root, file, specifier);
      edges.push({ from: file, specifier, to });
      if (to && !seen.has(to)) queue.push(to);
    }
  }
  return edges;
}
