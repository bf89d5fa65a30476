import fs from 'node:fs';
import tseslint from 'typescript-eslint';

/**
 * The boundaries of docs/architecture.md, held by the linter: `shared` imports nothing of the project;
 * `storefront` (and pages) and `server` never import each other.
 */
const forbid = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

const SERVER_GROUP = { group: ['@/server/*', '**/server/**'], message: 'the storefront never imports server code: meet in src/shared' };

/**
 * Storefront module boundaries (src/storefront/README.md), one block per folder of
 * src/storefront/modules so a new module is held without editing this file. Layers, low to high:
 * common → seo, captcha → shell → the domain modules → layout. A module imports any file of a lower
 * layer; another domain only through its public entry (`<x>-api`, `<x>-slice`, `use-*`, `*-types`);
 * nothing of its own layer's other infrastructure or of a higher layer. Relative imports never
 * climb out of their folder (`../`), so they never cross a module. `src/pages` composes everything.
 */
const MODULES_DIR = 'src/storefront/modules';
const LAYERS = { common: 0, seo: 1, captcha: 1, shell: 2, layout: 4 };
const DOMAIN_LAYER = 3;
const modules = fs.readdirSync(new URL(`./${MODULES_DIR}/`, import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const layerOf = (name) => LAYERS[name] ?? DOMAIN_LAYER;
const anyFileOf = (names) => `^@/storefront/modules/(${names.join('|')})(/|$)`;
const PUBLIC_ENTRY = '(?:[a-z0-9-]+-api|[a-z0-9-]+-slice|use-[a-z0-9-]+|[a-z0-9-]+-types)';

function moduleBoundaries(name) {
  const layer = layerOf(name);
  const others = modules.filter((other) => other !== name);
  // Above this module, or beside it in an infrastructure layer: never.
  const closed = others.filter((other) => layerOf(other) > layer || (layerOf(other) === layer && layer !== DOMAIN_LAYER));
  const domains = layer >= DOMAIN_LAYER ? others.filter((other) => layerOf(other) === DOMAIN_LAYER) : [];
  const patterns = [
    SERVER_GROUP,
    { regex: '^\\.\\./', message: 'relative imports stay inside their folder: reach other files with @/storefront/…' },
  ];
  if (closed.length > 0) patterns.push({ regex: anyFileOf(closed), message: `${name} may not import these modules: they sit above it or beside it (src/storefront/README.md)` });
  if (domains.length > 0) {
    patterns.push({
      regex: `^@/storefront/modules/(${domains.join('|')})/(?!${PUBLIC_ENTRY}$)`,
      message: 'another domain only through its public entry: <domain>-api, <domain>-slice, use-*, *-types (a component two domains need moves to common)',
    });
  }
  return { files: [`${MODULES_DIR}/${name}/**`], rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

export default tseslint.config(
  { ignores: ['node_modules', '.next', '.next-mock', '.next-*', 'data', 'public', 'test-results', 'playwright-report', 'next-env.d.ts'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/shared/**'],
    rules: forbid(['@/server/*', '@/storefront/*', '@/tests/*', '**/server/**', '**/storefront/**', '**/pages/**'], 'shared imports nothing else of the project'),
  },
  {
    files: ['src/storefront/**', 'src/pages/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_GROUP] }] },
  },
  ...modules.map(moduleBoundaries),
  {
    files: ['src/server/**'],
    rules: forbid(['@/storefront/*', '**/storefront/**', '**/pages/**', '@/tests/*'], 'the server never imports storefront code: meet in src/shared'),
  },
  // The mocks are compiled into the mock browser build (src/storefront/lib/browser-mocking.ts), and
  // the storefront, shared and browser tests stand on the browser's side: none reaches server code
  // (tests/server and tests/contract may). tests/storefront/mock-bundle.test.ts checks the whole graph.
  {
    files: ['tests/mocks/**', 'tests/storefront/**', 'tests/shared/**', 'e2e/**'],
    rules: forbid(['@/server', '@/server/*', '**/src/server', '**/src/server/**', '@/tests/server/*', '**/tests/server/**'], 'mocks and browser-side tests never import server code: meet in src/shared'),
  },
);
