import { describe, expect, it } from 'vitest';
import { edgeValues, renderEdgeConfig } from '../../scripts/edge.mjs';

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

  it('names an unknown template field instead of leaving it in', () => {
    expect(() => renderEdgeConfig({}, 'listen {{LISTEN}};')).toThrow(/LISTEN/);
  });
});
