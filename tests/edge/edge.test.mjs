/**
 * The production edge end to end (docs/edge.md): `npm run start:prod`'s topology on its own ports
 * (E2E_PORT_BASE + 50 for the edge), then through nginx: a cached page, a rate change reaching it,
 * signed-in and draft requests never cached, and the shopper's address reaching a per-address limit.
 *
 *   node --test tests/edge/edge.test.mjs      (npm test runs it; skipped when nginx is missing,
 *                                             required when REQUIRE_SERVICES=1, as in CI)
 * With PostgreSQL and Redis answering it runs two storefronts and two services processes on a
 * fresh database; otherwise one of each on the embedded database.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import sharp from 'sharp';
import { findNginx } from '../../scripts/edge.mjs';
import { loadSettings, stopAll } from '../../scripts/lib.mjs';
import { productionTopology, startProduction } from '../../scripts/start-prod.mjs';
import { multipart } from '../support/multipart.mjs';

const base = Number(process.env.E2E_PORT_BASE || 3210);
const EDGE_PORT = base + 50;
const EDGE = `http://127.0.0.1:${EDGE_PORT}`;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `store_edge_${base}`;
const nginx = findNginx();
const skip = nginx ? false : 'nginx is not installed (apt-get install nginx-light)';
if (skip && process.env.REQUIRE_SERVICES === '1') throw new Error('the edge test needs nginx (REQUIRE_SERVICES=1): apt-get install nginx-light');

async function postgresAdmin() {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return client;
  } catch {
    return null;
  }
}

/** One request through the edge from a chosen loopback address (a "shopper" of its own). */
function request(pathname, { method = 'GET', headers = {}, body, raw, from = '127.0.0.1' } = {}) {
  return new Promise((resolve, reject) => {
    const payload = raw ? raw.payload : body === undefined ? undefined : JSON.stringify(body);
    const type = raw ? raw.contentType : 'application/json';
    const call = http.request(
      `${EDGE}${pathname}`,
      { method, localAddress: from, headers: { ...headers, ...(payload ? { 'content-type': type, 'content-length': Buffer.byteLength(payload) } : {}) } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode, headers: response.headers, bytes, text: bytes.toString('utf8') });
        });
      },
    );
    call.on('error', reject);
    call.setTimeout(60_000, () => call.destroy(new Error(`${pathname}: no answer in 60 s`)));
    call.end(payload);
  });
}

const cacheStatus = (answer) => answer.headers['x-cache-status'];
const gunzip = (answer) => zlib.gunzipSync(answer.bytes).toString('utf8');
const json = (answer) => JSON.parse(answer.text);
const rupees = (amount) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;

async function staffToken() {
  const login = await request('/svc/account/auth/login', {
    method: 'POST',
    body: { username: 'staff@example.com', password: 'Staff#2026!', reCaptchaToken: 'captcha-off' },
  });
  assert.equal(login.status, 200, login.text);
  return json(login).responseBody.tokens.accessToken;
}

describe('the production edge', { timeout: 900_000 }, () => {
  let admin = null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-edge-'));
  const runDir = path.join(os.tmpdir(), `store-edge-run-${base}`);
  let topology;
  let running;

  before(async () => {
    if (skip) return;
    admin = await postgresAdmin();
    if (admin) {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.query(`create database ${database}`);
    }
    const shared = admin ? { DATABASE_URL: adminUrl.replace(/\/[^/]*$/, `/${database}`), REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' } : {};
    topology = productionTopology(
      loadSettings({
        ...shared,
        PORT: String(EDGE_PORT),
        API_PORT: String(base + 1050),
        DATA_DIR: dataDir,
        NEXT_DIST_DIR: `.next-edge-${base}`,
        // Not inside the private temporary folder: nginx started as root runs its workers as nobody.
        EDGE_RUN_DIR: runDir,
        EDGE_LISTEN: `127.0.0.1:${EDGE_PORT}`,
        ISR_CACHE_PREFIX: `isr-edge-${base}-${Date.now()}`,
        // The services' content cache too: a rate ticker another run left in Redis showed its rate.
        REDIS_KEY_PREFIX: `edge-${base}-${Date.now()}:`,
        CAPTCHA_PROVIDER: 'off',
        APP_ENV: 'development',
        LOG_LEVEL: 'warn',
      }),
    );
    running = await startProduction(topology);
  });

  after(async () => {
    if (skip) return;
    stopAll();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    if (admin) {
      await admin.query(`drop database if exists ${database} with (force)`).catch(() => {});
      await admin.end();
    }
    if (!process.env.EDGE_TEST_KEEP) for (const folder of [dataDir, runDir]) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('serves a generated page from its cache, honouring the page Cache-Control', { skip }, async () => {
    const first = await request('/in-en/metal-rates');
    assert.equal(first.status, 200);
    assert.match(first.headers['cache-control'], /s-maxage=\d+/);
    const second = await request('/in-en/metal-rates');
    assert.equal(cacheStatus(second), 'HIT');
    assert.equal(second.text, first.text);
  });

  it('serves the build files from disk, immutable, and compresses', { skip }, async () => {
    const page = await request('/in-en');
    const script = page.text.match(/\/_next\/static\/[^"]+\.js/)?.[0];
    assert.ok(script, 'the home page names its scripts');
    const file = await request(script, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(file.status, 200);
    assert.match(file.headers['cache-control'], /immutable/);
    const compressed = await request('/in-en/metal-rates', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(compressed.headers['content-encoding'], 'gzip');
    // The compressed copy is cached as it is, not compressed again on every hit.
    const again = await request('/in-en/metal-rates', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(cacheStatus(again), 'HIT');
    assert.equal(again.headers['content-encoding'], 'gzip');
    assert.match(again.headers.vary, /Accept-Encoding/i);
    assert.equal(gunzip(again), gunzip(compressed));
    assert.equal(cacheStatus(await request('/in-en/metal-rates')), 'HIT', 'and the plain copy apart from it');
  });

  it('shows a rate change at once: revalidation replaces the cached page', { skip }, async () => {
    await request('/in-en/metal-rates');
    assert.equal(cacheStatus(await request('/in-en/metal-rates')), 'HIT');
    const token = await staffToken();
    const rates = json(await request('/svc/api/metal-rates/', { headers: { websiteID: '1', subsiteID: '1', languageID: '1' } })).data;
    const old = rates.find((rate) => rate.metal === 'gold' && rate.purity === '24K').ratePerGram;
    const next = old + 37;
    assert.ok(!(await request('/in-en/metal-rates')).text.includes(rupees(next)));

    const change = await request('/svc/admin/metal-rates', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: { subsiteID: 1, metal: 'gold', purity: '24K', ratePerGram: next },
    });
    assert.equal(change.status, 200, change.text);
    // The cached copy would live 60 s (s-maxage): within 30 s only the refresh explains the new rate.
    const deadline = Date.now() + 30_000;
    let answer;
    do {
      await new Promise((resolve) => setTimeout(resolve, 500));
      answer = await request('/in-en/metal-rates');
    } while (!answer.text.includes(rupees(next)) && Date.now() < deadline);
    assert.ok(answer.text.includes(rupees(next)), `the page shows ${rupees(next)} within 30 s`);
    assert.equal(cacheStatus(answer), 'HIT', 'and from the edge cache, not around it');
    // The default locale's page without its prefix is the same page, refreshed too, and so is
    // the compressed copy (the edge keeps one per encoding; the refresh replaces them side by side).
    assert.ok((await request('/metal-rates')).text.includes(rupees(next)));
    let compressed;
    do {
      compressed = await request('/in-en/metal-rates', { headers: { 'accept-encoding': 'gzip' } });
      if (!gunzip(compressed).includes(rupees(next))) await new Promise((resolve) => setTimeout(resolve, 500));
    } while (!gunzip(compressed).includes(rupees(next)) && Date.now() < deadline);
    assert.ok(gunzip(compressed).includes(rupees(next)), `the gzip copy shows ${rupees(next)} within 30 s`);
    assert.equal(cacheStatus(compressed), 'HIT');
  });

  it('keeps one copy of an optimised photo per format the browser takes', { skip }, async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b8860b' } }).jpeg().toBuffer();
    const upload = await request('/svc/admin/products/1/images', {
      method: 'POST',
      headers: { authorization: `Bearer ${await staffToken()}` },
      raw: multipart({ field: 'image', filename: 'ring.jpg', type: 'image/jpeg', bytes: photo }),
    });
    assert.equal(upload.status, 200, upload.text);
    const added = json(upload).data.product.images.at(-1);
    assert.match(added, /^\/api\/product-images\/[0-9a-f-]{36}\.jpg$/);
    const optimised = `/_next/image?url=${encodeURIComponent(added)}&w=640&q=75`;
    const browsers = [
      ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'image/avif'],
      ['image/webp,image/*,*/*;q=0.8', 'image/webp'],
      ['image/*,*/*;q=0.8', 'image/jpeg'],
    ];
    // Each browser, twice in turn: the second round must come from the cache, each in its own format.
    for (let round = 0; round < 2; round += 1) {
      for (const [accept, format] of browsers) {
        const answer = await request(optimised, { headers: { accept } });
        assert.equal(answer.status, 200, `${accept}: ${answer.text.slice(0, 200)}`);
        assert.equal(answer.headers['content-type'], format, `round ${round + 1}, Accept ${accept}`);
        assert.equal((await sharp(answer.bytes).metadata()).width, 640);
        if (round === 1) assert.equal(cacheStatus(answer), 'HIT', `round 2, ${format} from the edge cache`);
      }
    }
  });

  it('never caches signed-in, account or draft-mode requests', { skip }, async () => {
    for (let round = 0; round < 2; round += 1) {
      assert.equal(cacheStatus(await request('/in-en/dashboard/profile')), 'BYPASS');
      assert.equal(cacheStatus(await request('/in-en/metal-rates', { headers: { authorization: 'Bearer some-token' } })), 'BYPASS');
      assert.equal(cacheStatus(await request('/in-en/metal-rates', { headers: { cookie: '__prerender_bypass=1' } })), 'BYPASS');
      assert.equal(cacheStatus(await request('/in-en/metal-rates', { headers: { cookie: '__next_preview_data=x' } })), 'BYPASS');
      assert.equal(cacheStatus(await request('/api/healthz')), 'BYPASS');
    }
  });

  it('serves the pages it cached from its cache at once after a restart', { skip }, async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    const fromCache = (answer) => ['HIT', 'STALE', 'UPDATING'].includes(cacheStatus(answer));
    // Both copies of the home page in the edge cache; only the plain copy of the rings page, so
    // its compressed copy comes after the restart from the storefronts' shared ISR cache.
    for (const [pathname, headers] of [['/in-en', {}], ['/in-en', gzip], ['/in-en/rings', {}]]) {
      await request(pathname, { headers });
      assert.equal(cacheStatus(await request(pathname, { headers })), 'HIT', `${pathname} ${headers['accept-encoding'] ?? ''} cached before the restart`);
    }
    stopAll();
    await Promise.all(running.children.map((child) => (child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)));
    running = await startProduction(topology);

    const seen = [];
    for (let round = 0; round < 3; round += 1) {
      for (const headers of [{}, gzip]) seen.push(await request('/in-en', { headers }));
      seen.push(await request('/in-en/rings'));
    }
    assert.ok(seen.every(fromCache), `every answer from the edge cache: ${seen.map(cacheStatus).join(',')}`);
    // A page the fresh storefront reads from its ISR cache is stored by the edge: one MISS, then
    // from the cache. From the shared cache in Redis it keeps its lifetime (Cache-Control); Next's
    // own file cache (one storefront) keeps none, and the edge holds such a page 60 s.
    const first = await request('/in-en/rings', { headers: gzip });
    if (topology.env.REDIS_URL) assert.match(first.headers['cache-control'] ?? '', /s-maxage=\d+/, `Cache-Control of a page read from the ISR cache (${cacheStatus(first)})`);
    const again = await request('/in-en/rings', { headers: gzip });
    assert.ok(fromCache(again), `the compressed copy is stored: ${cacheStatus(first)} then ${cacheStatus(again)}`);
  });

  it("gives the services the shopper's address: one shopper's failures lock that shopper alone", { skip }, async () => {
    const wrong = (from, index, headers = {}) =>
      request('/svc/account/auth/login', {
        method: 'POST',
        from,
        headers,
        body: { username: `nobody-${base}-${from}-${index}@example.com`, password: 'Wrong#password1', reCaptchaToken: 'captcha-off' },
      });
    const statuses = [];
    // The 20th failure from one address locks it (src/server/modules/account/throttle: 20 in 15 minutes).
    for (let index = 0; index < 20; index += 1) statuses.push((await wrong('127.0.0.2', index)).status);
    assert.ok(statuses.slice(0, 19).every((status) => status === 401), `the first 19: ${statuses.join(',')}`);
    assert.equal(statuses[19], 429);
    // A forged X-Forwarded-For changes nothing: the edge states the address it sees.
    assert.equal((await wrong('127.0.0.2', 99, { 'x-forwarded-for': '203.0.113.9' })).status, 429);
    // Another shopper is not locked with them.
    assert.notEqual((await wrong('127.0.0.3', 0)).status, 429);
  });
});
