import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachableEdges, sourceFiles, specifiersOf } from './support/import-graph';

const root = path.resolve(__dirname, '../..');

/** Packages that only run in Node: one of them in the browser build means server code leaked in. */
const SERVER_PACKAGES = ['fastify', 'drizzle-orm', 'pg', '@electric-sql/pglite', 'ioredis', 'argon2', '@node-rs/argon2', 'pino', 'nodemailer'];
const isServerPackage = (specifier: string) =>
  specifier.startsWith('@fastify/') || specifier.startsWith('fastify-') || SERVER_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));

/**
 * The mock browser build (src/storefront/lib/browser-mocking.ts loads tests/mocks/browser.ts)
 * compiles everything the pages and the storefront reach, the msw handlers included. None of it
 * may be server code: the mocks borrow pure rules from src/shared (eslint.config.mjs holds each
 * import; this holds the whole graph, dynamic imports and relative paths included).
 */
/**
 * Next loads the ISR cache handler in Node at run time, outside the bundler (next.config.ts
 * `cacheHandler`), so it is no entry of the browser build; were a bundled file to import it, the
 * walk would still reach it and fail on its Redis client.
 */
const OUTSIDE_THE_BUNDLE = ['src/storefront/lib/isr-cache-handler.mjs'];

describe('the mock browser build', () => {
  const entries = [...sourceFiles(root, 'src/pages'), ...sourceFiles(root, 'src/storefront')].filter((file) => !OUTSIDE_THE_BUNDLE.includes(file));
  const edges = reachableEdges(root, entries);

  it('reaches the msw handlers through browser-mocking.ts', () => {
    expect(edges).toContainEqual({ from: 'src/storefront/lib/browser-mocking.ts', specifier: '@/tests/mocks/browser', to: 'tests/mocks/browser.ts' });
    expect(edges.some((edge) => edge.to?.startsWith('tests/mocks/handlers/'))).toBe(true);
  });

  it('reaches no file under src/server', () => {
    expect(edges.filter((edge) => edge.to?.startsWith('src/server/'))).toEqual([]);
  });

  it('imports no server-only package', () => {
    expect(edges.filter((edge) => !edge.to && isServerPackage(edge.specifier))).toEqual([]);
  });
});

describe('reading import specifiers', () => {
  it('finds static, re-exported, side-effect and dynamic imports, and leaves type-only ones out', () => {
    const text = [
      "import a from './a';",
      "import {\n  b,\n  type B,\n} from '@/shared/b';",
      "export * from './c';",
      "export { d } from './d';",
      "import './e.css';",
      "const f = await import('@/tests/f');",
      "import type { G } from '@/server/g';",
      "export type { H } from '@/server/h';",
    ].join('\n');
    expect(specifiersOf(text)).toEqual(['./a', '@/shared/b', './c', './d', './e.css', '@/tests/f']);
  });

  it('knows the server-only packages, subpaths included', () => {
    expect(['drizzle-orm/pg-core', '@fastify/cors', 'pg', 'pino', '@node-rs/argon2'].every(isServerPackage)).toBe(true);
    expect(['pg-format-not', 'react', 'msw/browser', 'zod'].some(isServerPackage)).toBe(false);
  });
});
