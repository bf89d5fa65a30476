import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { edgeTls, edgeValues, keepPageCache, markPageCache, renderEdgeConfig } from '../../scripts/edge.mjs';
import { productionTopology } from '../../scripts/start-prod.mjs';
import { REVALIDATE_SECONDS } from '@/storefront/lib/page-data';

const topology = { storefrontPorts: [3001, 3002], servicesPorts: [4000, 4001], runDir: '/srv/store/run' };

describe('the edge configuration (deploy/nginx.conf.template)', () => {
  it('fills every name: upstreams, run folder, refresh secret, limits', () => {
    const conf: string = renderEdgeConfig(edgeValues({ PORT: '3000', APP_ENV: 'development' }, topology));
    expect(conf).not.toMatch(/\{\{[A-Z_]+\}\}/);
    expect(conf).toContain('server 127.0.0.1:3002 max_fails=3 fail_timeout=5s;');
    expect(conf).toContain('server 127.0.0.1:4001 max_fails=3 fail_timeout=5s;');
    expect(conf).toContain('pid /srv/store/run/nginx.pid;');
    expect(conf).toContain('proxy_cache_path /srv/store/run/cache');
    expect(conf).toContain('"development-revalidate-secret" 1;');
    expect(conf).toContain('listen 3000 reuseport;');
  });

  it('refuses production without a revalidation secret, and a secret that would break the file', () => {
    expect(() => edgeValues({ APP_ENV: 'production' }, topology)).toThrow(/REVALIDATE_SECRET/);
    expect(() => edgeValues({ APP_ENV: 'production', REVALIDATE_SECRET: 'a"; include /etc/x' }, topology)).toThrow(/REVALIDATE_SECRET/);
  });

  it('keys cached pages by the encoding it asks the storefront for, so a gzip copy never reaches a plain client', () => {
    const conf: string = renderEdgeConfig(edgeValues({ PORT: '3000', APP_ENV: 'development' }, topology));
    const asked = conf.match(/proxy_set_header Accept-Encoding (\$\w+);/)?.[1];
    expect(asked).toBe('$edge_encoding');
    expect(conf).toMatch(/map \$http_accept_encoding \$edge_encoding \{\s*default "";\s*"~\*gzip" gzip;/);
    const pages = conf.slice(conf.indexOf('location / {'));
    expect(pages).toMatch(/proxy_cache_key "\$request_uri \$edge_encoding";/);
    expect(pages).toContain('add_header Vary Accept-Encoding always;');
  });

  it('keeps a page that names no lifetime as long as an ISR page lives, and only in the page cache', () => {
    const conf: string = renderEdgeConfig(edgeValues({ PORT: '3000', APP_ENV: 'development' }, topology));
    expect(conf.match(/proxy_cache_valid [^;]*;/g)).toEqual([`proxy_cache_valid 200 ${REVALIDATE_SECONDS}s;`]);
    expect(conf.slice(conf.indexOf('location / {'))).toContain(`proxy_cache_valid 200 ${REVALIDATE_SECONDS}s;`);
  });

  it('without EDGE_TLS_PORT listens on plain HTTP alone and moves nobody', () => {
    const conf: string = renderEdgeConfig(edgeValues({ PORT: '3000', APP_ENV: 'development' }, topology));
    expect(conf).not.toMatch(/ssl|http2/);
    expect(conf).toContain('map "0:$scheme:$edge_refresh:$uri" $edge_to_https');
    expect(conf).not.toContain('return 308');
  });

  it('names an unknown template field instead of leaving it in', () => {
    expect(() => renderEdgeConfig({}, 'listen {{LISTEN}};')).toThrow(/LISTEN/);
  });
});

describe('HTTPS and HTTP/2 at the edge (docs/edge.md, "HTTPS and HTTP/2")', () => {
  const runDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'edge-tls-'));
  const withOpenssl = spawnSync('openssl', ['version']).status === 0;

  it.runIf(withOpenssl)('makes a self-signed certificate for localhost once, and keeps it while it is valid', () => {
    const dir = path.join(runDir(), 'run');
    const tls = edgeTls({ EDGE_TLS_PORT: '3443' }, dir)!;
    expect(tls).toMatchObject({ port: 3443, selfSigned: true, cert: path.join(dir, 'tls', 'localhost.crt'), key: path.join(dir, 'tls', 'localhost.key') });
    const certificate = new crypto.X509Certificate(fs.readFileSync(tls.cert));
    expect(certificate.subjectAltName).toContain('DNS:localhost');
    expect(certificate.subjectAltName).toContain('IP Address:127.0.0.1');
    expect(certificate.checkPrivateKey(crypto.createPrivateKey(fs.readFileSync(tls.key)))).toBe(true);
    // The key is the edge's alone; the run folder stays open to nginx's workers (its cache and temp folders).
    expect(fs.statSync(path.dirname(tls.key)).mode & 0o777).toBe(0o700);
    expect(fs.statSync(dir).mode & 0o077).not.toBe(0);
    const again = edgeTls({ EDGE_TLS_PORT: '3443' }, dir)!;
    expect(fs.readFileSync(again.cert, 'utf8')).toBe(fs.readFileSync(tls.cert, 'utf8'));
  });

  it.runIf(withOpenssl)('listens with TLS and HTTP/2 beside plain HTTP, which moves to HTTPS but for health checks and the refresh', () => {
    const conf: string = renderEdgeConfig(edgeValues({ PORT: '3000', APP_ENV: 'development', EDGE_TLS_PORT: '3443' }, { ...topology, runDir: runDir() }));
    const server = conf.slice(conf.indexOf('    server {'));
    expect(server).toContain('listen 3000 reuseport;');
    expect(server).toMatch(/listen 3443 ssl http2 reuseport;\s+ssl_certificate \S+\/tls\/localhost\.crt;\s+ssl_certificate_key \S+\/tls\/localhost\.key;/);
    expect(server).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
    expect(server).toContain('if ($edge_to_https) { return 308 https://$host:3443$request_uri; }');
    expect(conf).toContain('map "1:$scheme:$edge_refresh:$uri" $edge_to_https');
    const moves = new RegExp(conf.match(/"~(\^1:http:0:[^"]+)" 1;/)?.[1] ?? 'no pattern');
    expect(moves.test('1:http:0:/rings')).toBe(true);
    expect(moves.test('1:http:0:/svc/products/')).toBe(true);
    expect(moves.test('1:http:0:/api/healthz')).toBe(false);
    expect(moves.test('1:http:0:/svc/readyz')).toBe(false);
    expect(moves.test('1:http:1:/rings')).toBe(false);
    expect(moves.test('1:https:0:/rings')).toBe(false);
    // On 443 the address names no port.
    const standard: string = renderEdgeConfig(edgeValues({ PORT: '80', APP_ENV: 'development', EDGE_TLS_PORT: '443' }, { ...topology, runDir: runDir() }));
    expect(standard).toContain('return 308 https://$host$request_uri;');
  });

  it("uses the topology's certificate when it has one, without looking again", () => {
    const tls = { port: 3443, cert: '/etc/edge/shop.crt', key: '/etc/edge/shop.key', selfSigned: false };
    // No such files: edgeTls would refuse them; the topology's own are taken as they are.
    const env = { PORT: '3000', APP_ENV: 'development', EDGE_TLS_PORT: '3443', EDGE_TLS_CERT: '/nowhere.crt', EDGE_TLS_KEY: '/nowhere.key' };
    const conf: string = renderEdgeConfig(edgeValues(env, { ...topology, runDir: runDir(), tls }));
    expect(conf).toMatch(/listen 3443 ssl http2 reuseport;\s+ssl_certificate \/etc\/edge\/shop\.crt;\s+ssl_certificate_key \/etc\/edge\/shop\.key;/);
    expect(() => edgeValues(env, { ...topology, runDir: runDir() })).toThrow(/EDGE_TLS_CERT: no file/);
  });

  it('takes a certificate and its key together, and names a missing file', () => {
    const dir = runDir();
    const cert = path.join(dir, 'fullchain.pem');
    const key = path.join(dir, 'privkey.pem');
    fs.writeFileSync(cert, 'certificate');
    fs.writeFileSync(key, 'key');
    expect(edgeTls({ EDGE_TLS_PORT: '443', EDGE_TLS_CERT: cert, EDGE_TLS_KEY: key }, dir)).toEqual({ port: 443, cert, key, selfSigned: false });
    expect(() => edgeTls({ EDGE_TLS_PORT: '443', EDGE_TLS_CERT: cert }, dir)).toThrow(/EDGE_TLS_CERT and EDGE_TLS_KEY go together/);
    expect(() => edgeTls({ EDGE_TLS_PORT: '443', EDGE_TLS_CERT: cert, EDGE_TLS_KEY: `${key}.missing` }, dir)).toThrow(/EDGE_TLS_KEY: no file/);
    expect(() => edgeTls({ EDGE_TLS_PORT: 'https' }, dir)).toThrow(/EDGE_TLS_PORT must be a port number/);
    expect(() => edgeTls({ EDGE_TLS_PORT: '3000', PORT: '3000' }, dir)).toThrow(/must differ from the plain port/);
    expect(() => edgeTls({ EDGE_TLS_PORT: '443', EDGE_LISTEN: '127.0.0.1:443' }, dir)).toThrow(/must differ/);
    expect(edgeTls({}, dir)).toBeNull();
  });
});

describe('npm run start:prod: the topology from the settings', () => {
  const base = { PORT: '3000', API_PORT: '4000', EDGE_NGINX: '/usr/sbin/nginx' };
  const withNginx = fs.existsSync('/usr/sbin/nginx');

  it.runIf(withNginx)('balances over two storefronts and two services when Redis and PostgreSQL are set', () => {
    const topology = productionTopology({ ...base, REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: 'postgres://x@127.0.0.1/store' });
    expect(topology.storefrontPorts).toEqual([3001, 3002]);
    expect(topology.servicesPorts).toEqual([4000, 4001]);
    expect(topology.env.STORE_API_URL).toBe('http://localhost:3000/svc/');
    expect(topology.env.TRUST_PROXY).toBe('127.0.0.1');
    expect(topology.env.EDGE_URL).toBe('http://127.0.0.1:3000');
  });

  it.runIf(withNginx)('keeps one process where the embedded database or the private ISR cache allows only one', () => {
    const topology = productionTopology(base);
    expect(topology.storefrontPorts).toEqual([3001]);
    expect(topology.servicesPorts).toEqual([4000]);
    expect(() => productionTopology({ ...base, SERVICES: '2' })).toThrow(/DATABASE_URL/);
    expect(() => productionTopology({ ...base, STOREFRONTS: '3' })).toThrow(/REDIS_URL/);
    expect(() => productionTopology({ ...base, STOREFRONTS: 'many' })).toThrow(/STOREFRONTS/);
  });

  it.runIf(withNginx)('with HTTPS at the edge, gives shoppers and every process its HTTPS address and trusts its self-signed certificate', () => {
    const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-tls-'));
    const topology = productionTopology({ ...base, EDGE_TLS_PORT: '3443', EDGE_RUN_DIR: runDir, REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(topology.origin).toBe('https://localhost:3443');
    expect(topology.local).toBe('http://localhost:3000');
    expect(topology.env.STORE_API_URL).toBe('https://localhost:3443/svc/');
    expect(topology.env.ACCOUNT_API_URL).toBe('https://localhost:3443/svc/account/');
    expect(topology.env.SITE_URL).toBe('https://localhost:3443');
    expect(topology.env.NODE_EXTRA_CA_CERTS).toBe(path.join(runDir, 'tls', 'localhost.crt'));
    // The refresh of a revalidated page stays on the loopback's plain HTTP, which never moves it.
    expect(topology.env.EDGE_URL).toBe('http://127.0.0.1:3000');
    // An operator's own extra certificates stay trusted beside the edge's.
    const own = path.join(runDir, 'own-ca.pem');
    fs.writeFileSync(own, '-----BEGIN CERTIFICATE-----\nown\n-----END CERTIFICATE-----\n');
    const both = productionTopology({ ...base, EDGE_TLS_PORT: '3443', EDGE_RUN_DIR: runDir, NODE_EXTRA_CA_CERTS: own });
    const bundle = fs.readFileSync(both.env.NODE_EXTRA_CA_CERTS!, 'utf8');
    expect(bundle).toContain('own');
    expect(bundle).toContain(fs.readFileSync(path.join(runDir, 'tls', 'localhost.crt'), 'utf8').trim());
    // A real certificate names the shop's address: SITE_URL.
    const cert = path.join(runDir, 'fullchain.pem');
    fs.writeFileSync(cert, 'certificate');
    const real = { ...base, EDGE_TLS_PORT: '443', EDGE_TLS_CERT: cert, EDGE_TLS_KEY: cert, EDGE_RUN_DIR: runDir };
    expect(() => productionTopology(real)).toThrow(/SITE_URL/);
    const named = productionTopology({ ...real, SITE_URL: 'https://shop.example.com/' });
    expect(named.env.STORE_API_URL).toBe('https://shop.example.com/svc/');
    expect(named.env.NODE_EXTRA_CA_CERTS).toBeUndefined();
  });

  it('starts the plain pair of npm start without nginx', () => {
    const topology = productionTopology({ ...base, EDGE: 'off', REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(topology.nginx).toBeNull();
    expect(topology.storefrontPorts).toEqual([3000]);
    expect(topology.env.STORE_API_URL).toBe('http://localhost:4000/');
    expect(topology.env.TRUST_PROXY).toBeUndefined();
  });
});

describe('the page cache across restarts (docs/edge.md, "after a restart")', () => {
  const withCache = (stamp: string | null) => {
    const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-cache-'));
    fs.mkdirSync(path.join(runDir, 'cache', 'a'), { recursive: true });
    fs.writeFileSync(path.join(runDir, 'cache', 'a', 'page'), 'cached page');
    if (stamp) markPageCache(runDir, stamp);
    return runDir;
  };
  const cached = (runDir: string) => fs.existsSync(path.join(runDir, 'cache', 'a', 'page'));

  it('keeps the pages of the same build', () => {
    const runDir = withCache('build-1');
    expect(keepPageCache(runDir, 'build-1')).toBe(true);
    expect(cached(runDir)).toBe(true);
  });

  it('empties it for another build, for a build about to be made, and when it names no build', () => {
    for (const [stamp, buildId] of [['build-1', 'build-2'], ['build-1', null], [null, 'build-1']] as const) {
      const runDir = withCache(stamp);
      expect(keepPageCache(runDir, buildId)).toBe(false);
      expect(cached(runDir)).toBe(false);
      // Emptied once means emptied: the old stamp is gone, so the next start does not keep pages either.
      expect(keepPageCache(runDir, stamp ?? 'build-1')).toBe(false);
    }
  });
});
