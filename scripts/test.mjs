/**
 * `npm test`: everything, in the order that fails fastest.
 *   1. typecheck, lint (module boundaries are lint rules) and the structure check (no file over
 *      300 lines, no import cycle among modules: scripts/structure.mjs)
 *   2. Vitest: units, service integration through HTTP on fresh embedded databases, the contract test
 *   3. the integration suites again on PostgreSQL with Redis as the cache, when both answer
 *      (REQUIRE_SERVICES=1, as .ci/run sets it, makes them required instead of skipped)
 *   4. the production edge: nginx in front of `npm run start:prod` (tests/edge, docs/edge.md)
 *   5. Playwright end-to-end in Debian's Chromium, against the real services and against the mocks
 *   6. the first-load JavaScript budget (scripts/bundle-size.mjs, `npm run size`) on the real build
 *      the journeys ran on: a page over its budget fails the run (docs/page-speed.md)
 * It ends with one line "N passed, N failed, N skipped" over every test that ran.
 *
 * TEST_SKIP_E2E=1 leaves out steps 4 and 5 (for a quick run while working).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadSettings, nodeBin, root, run } from './lib.mjs';
import { e2eEnvironment, e2eModes, runJourneys } from './e2e.mjs';
import { e2eSettings } from '../e2e/settings.mjs';

const env = loadSettings({ CI: process.env.CI ?? '' });
const required = process.env.REQUIRE_SERVICES === '1';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'store-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const notes = [];
// Each failed test by name and first line of its message, printed again at the very end so the
// tail of a CI log says what broke.
const failedTests = [];
const firstLine = (text) => String(text ?? '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 200) ?? '';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const timings = [];

async function step(name, fn) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  try {
    await fn();
  } catch (error) {
    failures.push(`${name}: ${error.message}`);
  } finally {
    timings.push(`${name}: ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

function readVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failedTests.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed to load or whose hooks threw has no failed test of its own.
    if (file.status === 'failed' && failed.length === 0) failedTests.push(`${where}: ${firstLine(file.message)}`);
  }
}

async function vitest(label, args, extraEnv = {}) {
  const out = path.join(reports, `${label}.json`);
  try {
    await run(nodeBin, [bin('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args], {
      ...env,
      ...extraEnv,
    });
  } finally {
    readVitest(out);
  }
}

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function optionalSuite(name, answers, where, fn) {
  if (await answers) return step(name, fn);
  const message = `${name} SKIPPED: nothing answers at ${where}`;
  if (required) failures.push(`${message} (REQUIRE_SERVICES=1 makes it required)`);
  else notes.push(message);
  console.log(`\n━━ ${message}`);
}

// Three single-threaded checks side by side on the machine's cores (their output may interleave).
await Promise.all([
  step('typecheck', () => run(nodeBin, [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'], env)),
  step('lint', () => run(nodeBin, [bin('eslint'), '.', '--max-warnings=0'], env)),
  step('structure: file sizes and import cycles', () => run(nodeBin, [path.join(root, 'scripts', 'structure.mjs')], env)),
]);
await step('vitest (embedded PGlite, in-process cache)', () => vitest('vitest', []));

// The production pair, PostgreSQL with Redis as the cache, in one run: the embedded database and
// the in-process cache are the run above, so each backend is exercised once.
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const bothAnswer = Promise.all([postgresAnswers(pgUrl), redisAnswers(redisUrl)]).then(([db, cache]) => db && cache);
await optionalSuite('integration on PostgreSQL with Redis as the cache', bothAnswer, `${pgUrl} and ${redisUrl}`, () =>
  vitest('postgres-redis', ['tests/server', 'tests/contract', 'tests/storefront/lib/isr-cache-handler.test.ts'], {
    TEST_DATABASE: 'postgres',
    TEST_DATABASE_URL: pgUrl,
    TEST_CACHE: 'redis',
    TEST_REDIS_URL: redisUrl,
  }),
);

// The production edge (docs/edge.md): nginx in front of the production topology. Node's test
// runner; its TAP summary is added to the totals.
if (process.env.TEST_SKIP_E2E === '1') notes.push('production edge SKIPPED: TEST_SKIP_E2E=1');
else
  await step('production edge (nginx, npm run start:prod; HTTPS and HTTP/2)', async () => {
    const tap = path.join(reports, 'edge.tap');
    try {
      await run(
        nodeBin,
        ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`, 'tests/edge/edge.test.mjs', 'tests/edge/edge-tls.test.mjs'],
        env,
      );
    } finally {
      const summary = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
      const count = (name) => Number(summary.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
      totals.passed += count('pass');
      totals.failed += count('fail');
      totals.skipped += count('skipped');
    }
  });

if (process.env.TEST_SKIP_E2E === '1') notes.push('end-to-end SKIPPED: TEST_SKIP_E2E=1');
else
  await step('end-to-end (Playwright, Chromium): real services and mocks', async () => {
    const out = path.join(reports, 'playwright.json');
    // The journeys run on their own ports and a fresh embedded database (scripts/e2e.mjs).
    try {
      await runJourneys({ ...e2eEnvironment(), PLAYWRIGHT_JSON_OUTPUT_FILE: out });
    } finally {
      if (fs.existsSync(out)) {
        const { stats } = JSON.parse(fs.readFileSync(out, 'utf8'));
        totals.passed += stats.expected + stats.flaky;
        totals.failed += stats.unexpected;
        totals.skipped += stats.skipped;
        collectPlaywrightFailures(JSON.parse(fs.readFileSync(out, 'utf8')));
      }
    }
  });

// The budget is measured on the production build the journeys used (the real one, not the mock
// build, which carries the msw worker's switch).
if (process.env.TEST_SKIP_E2E === '1') notes.push('first-load JavaScript budget SKIPPED: TEST_SKIP_E2E=1 (no build)');
else if (!e2eModes(env).real) notes.push('first-load JavaScript budget SKIPPED: E2E_MODES=mock (no real build)');
else await step('first-load JavaScript budget (npm run size)', () => run(nodeBin, [path.join(root, 'scripts', 'bundle-size.mjs'), e2eSettings().NEXT_DIST_DIR], env));

function collectPlaywrightFailures(report) {
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        failedTests.push(`${spec.file} › [${test.projectName}] ${[...titles, spec.title].join(' › ')}: ${firstLine(last?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter(Boolean));
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}

console.log('');
for (const timing of timings) console.log(`time: ${timing}`);
for (const note of notes) console.log(`note: ${note}`);
for (const failure of failures) console.log(`FAILED ${failure}`);
for (const test of failedTests) console.log(`FAILED TEST ${test.replace(/\u001b\[[0-9;]*m/g, '')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
