import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { edgeValues, keepPageCache, markPageCache, renderEdgeConfig } from '../../scripts/edge.mjs';
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

  it('names an unknown template field instead of leaving it in', () => {
    expect(() => renderEdgeConfig({}, 'listen {{LISTEN}};')).toThrow(/LISTEN/);
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
