/**
 * HTTPS and HTTP/2 at the edge (docs/edge.md, "HTTPS and HTTP/2"): Debian's nginx on the rendered
 * deploy/nginx.conf.template with EDGE_TLS_PORT and its self-signed certificate, in front of a
 * stand-in storefront and services (each answers with what it was asked and how), on its own ports
 * (E2E_PORT_BASE + 60…63).
 *
 *   node --test tests/edge/edge-tls.test.mjs   (npm test runs it beside edge.test.mjs; skipped when
 *                                              nginx is missing, required when REQUIRE_SERVICES=1)
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { findNginx, prepareEdge } from '../../scripts/edge.mjs';

const base = Number(process.env.E2E_PORT_BASE || 3210);
const PLAIN = base + 60;
const TLS = base + 61;
const STOREFRONT = base + 62;
const SERVICES = base + 63;
const REFRESH_SECRET = 'development-revalidate-secret';
const nginx = findNginx();
const skip = nginx ? false : 'nginx is not installed (apt-get install nginx-light)';
if (skip && process.env.REQUIRE_SERVICES === '1') throw new Error('the edge test needs nginx (REQUIRE_SERVICES=1): apt-get install nginx-light');

/** A stand-in upstream: answers every request with its name, the path and the protocol the edge says the shopper used. */
function standIn(name, port) {
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'private, no-store' });
    response.end(JSON.stringify({ name, url: request.url, proto: request.headers['x-forwarded-proto'] }));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** A plain HTTP/1.1 request to the edge's plain port, as from the machine itself. */
function plain(pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const call = http.get({ host: '127.0.0.1', port: PLAIN, path: pathname, headers: { host: `localhost:${PLAIN}`, ...headers } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    call.on('error', reject);
  });
}

/** One HTTP/2 request over TLS, trusting `ca` (the edge's certificate) or nothing but the system's roots. */
function overHttp2(pathname, ca) {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`https://localhost:${TLS}`, ca ? { ca } : {});
    session.on('error', (error) => {
      session.destroy();
      reject(error);
    });
    session.on('connect', () => {
      const stream = session.request({ ':path': pathname });
      const chunks = [];
      let headers;
      stream.on('response', (received) => (headers = received));
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const alpn = session.alpnProtocol;
        session.close();
        resolve({ status: headers[':status'], headers, alpn, text: Buffer.concat(chunks).toString('utf8') });
      });
      stream.on('error', reject);
    });
  });
}

async function waitForPort(port, timeoutMs = 15_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const open = await new Promise((resolve) => {
      const call = http.get({ host: '127.0.0.1', port, path: '/api/healthz' }, (response) => resolve(response.resume() && true));
      call.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing answered on ${port} within ${timeoutMs / 1000} s`);
}

describe('HTTPS and HTTP/2 at the edge', { skip }, () => {
  let edge;
  let upstreams = [];
  let runDir;
  let certificate;

  before(async () => {
    runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-tls-'));
    upstreams = await Promise.all([standIn('storefront', STOREFRONT), standIn('services', SERVICES)]);
    const env = { ...process.env, APP_ENV: 'development', PORT: String(PLAIN), EDGE_TLS_PORT: String(TLS), EDGE_TLS_CERT: '', EDGE_TLS_KEY: '', EDGE_LISTEN: '' };
    const prepared = prepareEdge(env, { storefrontPorts: [STOREFRONT], servicesPorts: [SERVICES], runDir, buildId: null });
    certificate = fs.readFileSync(path.join(runDir, 'tls', 'localhost.crt'));
    edge = spawn(prepared.nginx, prepared.args, { stdio: ['ignore', 'inherit', 'inherit'] });
    await waitForPort(PLAIN);
  });

  after(async () => {
    if (edge && edge.exitCode === null) {
      edge.kill('SIGTERM');
      await new Promise((resolve) => edge.once('exit', resolve));
    }
    await Promise.all(upstreams.map((server) => new Promise((resolve) => server.close(resolve))));
    if (runDir) fs.rmSync(runDir, { recursive: true, force: true });
  });

  it('serves pages over HTTP/2 with TLS, and tells the storefront the shopper came over HTTPS', async () => {
    const answer = await overHttp2('/in-en/rings?sort=price', certificate);
    assert.equal(answer.alpn, 'h2');
    assert.equal(answer.status, 200);
    assert.deepEqual(JSON.parse(answer.text), { name: 'storefront', url: '/in-en/rings?sort=price', proto: 'https' });
    const services = await overHttp2('/svc/products/66/', certificate);
    assert.deepEqual(JSON.parse(services.text), { name: 'services', url: '/products/66/', proto: 'https' });
  });

  it('presents a certificate a client must be told to trust: it is self-signed, for this machine only', async () => {
    await assert.rejects(overHttp2('/', undefined), (error) => /self[- ]signed/i.test(`${error.code} ${error.message}`));
  });

  it('moves plain HTTP to the same address over HTTPS, with its query', async () => {
    const answer = await plain('/ae-ar/rings?page=2');
    assert.equal(answer.status, 308);
    assert.equal(answer.headers.location, `https://localhost:${TLS}/ae-ar/rings?page=2`);
    assert.equal((await plain('/svc/products/66/')).status, 308);
  });

  it('keeps the machine\'s own calls on plain HTTP: health checks and the storefront\'s refresh of a page', async () => {
    const health = await plain('/api/healthz');
    assert.equal(health.status, 200);
    assert.equal(JSON.parse(health.text).name, 'storefront');
    const ready = await plain('/svc/readyz');
    assert.deepEqual(JSON.parse(ready.text), { name: 'services', url: '/readyz', proto: 'http' });
    const refresh = await plain('/in-en/rings', { 'x-edge-refresh': REFRESH_SECRET });
    assert.equal(refresh.status, 200);
    assert.equal(JSON.parse(refresh.text).url, '/in-en/rings');
    // A wrong secret is a shopper like any other.
    assert.equal((await plain('/in-en/rings', { 'x-edge-refresh': 'guess' })).status, 308);
  });
});

describe("the edge's configuration", { skip }, () => {
  const prepare = (secret) => {
    const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-secret-'));
    try {
      const env = { ...process.env, APP_ENV: 'production', REVALIDATE_SECRET: secret, PORT: String(PLAIN), EDGE_TLS_PORT: '', EDGE_LISTEN: '' };
      return prepareEdge(env, { storefrontPorts: [STOREFRONT], servicesPorts: [SERVICES], runDir, buildId: null });
    } finally {
      fs.rmSync(runDir, { recursive: true, force: true });
    }
  };

  it('takes a revalidation secret as long as `openssl rand -hex 32` gives, and up to 200 characters', () => {
    // nginx -t refused the 64 characters (its map's default bucket) until map_hash_bucket_size was set.
    assert.doesNotThrow(() => prepare('0123456789abcdef'.repeat(4)));
    assert.doesNotThrow(() => prepare('x'.repeat(200)));
    assert.throws(() => prepare('x'.repeat(201)), /REVALIDATE_SECRET: use at most 200 characters/);
  });
});
