import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import nextConfig from '../../../next.config';
// @ts-expect-error Next's compiled copy of path-to-regexp, the one that matches next.config.ts's rules, has no types
import { pathToRegexp } from 'next/dist/compiled/path-to-regexp';
import { applyInlineScriptHashes, executableInlineScripts, INLINE_SCRIPT_HASHES_MARKER as BUILD_MARKER, scriptHash } from '../../../scripts/csp-hashes.mjs';
import {
  contentSecurityPolicy,
  INLINE_SCRIPT_HASHES_MARKER,
  securityPolicyOptionsFromEnv,
  storefrontSecurityHeaders,
  type SecurityPolicyOptions,
} from '@/storefront/lib/security-headers';

const base: SecurityPolicyOptions = {
  appEnv: 'production',
  dev: false,
  connectOrigins: ['https://api.example.com'],
  captchaProvider: 'altcha',
};

/** `{ 'script-src': ["'self'", …], … }` */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('storefront Content-Security-Policy', () => {
  it('allows scripts from the store and the build-time hashes only: no inline script, no eval', () => {
    const policy = directives(contentSecurityPolicy(base));
    expect(policy['script-src']).toEqual(["'self'", INLINE_SCRIPT_HASHES_MARKER]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy).toHaveProperty('upgrade-insecure-requests');
  });

  it('lets the browser call the services, run the ALTCHA and msw workers and show next/image and blob previews', () => {
    const policy = directives(contentSecurityPolicy(base));
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.com']);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  });

  it('adds Tag Manager only when a container is configured', () => {
    expect(contentSecurityPolicy(base)).not.toContain('googletagmanager');
    const policy = directives(contentSecurityPolicy({ ...base, gtmId: 'GTM-ABC123' }));
    expect(policy['script-src']).toContain('https://www.googletagmanager.com');
    expect(policy['connect-src']).toContain('https://*.google-analytics.com');
  });

  it('adds reCAPTCHA (script and frame) only when it is the captcha', () => {
    expect(directives(contentSecurityPolicy(base))['frame-src']).toEqual(["'none'"]);
    const policy = directives(contentSecurityPolicy({ ...base, captchaProvider: 'recaptcha' }));
    expect(policy['script-src']).toContain('https://www.google.com');
    expect(policy['frame-src']).toContain('https://www.google.com');
  });

  it("needs eval and inline scripts under `next dev` only, and drops upgrade-insecure-requests outside production", () => {
    const dev = directives(contentSecurityPolicy({ ...base, appEnv: 'development', dev: true }));
    expect(dev['script-src']).toEqual(expect.arrayContaining(["'unsafe-inline'", "'unsafe-eval'"]));
    expect(dev).not.toHaveProperty('upgrade-insecure-requests');
    for (const appEnv of ['production', 'staging', 'development'] as const) {
      expect(directives(contentSecurityPolicy({ ...base, appEnv }))['script-src']).not.toContain("'unsafe-inline'");
    }
  });

  it('takes the service origins the browser sees from the environment', () => {
    const options = securityPolicyOptionsFromEnv({ COMMERCE_API_URL: 'https://shop-api.example.com/v1/', ACCOUNT_API_URL: 'https://accounts.example.com/account/', STORE_API_URL: 'https://shop-api.example.com/' });
    expect(options.connectOrigins).toEqual(['https://shop-api.example.com', 'https://accounts.example.com']);
    expect(securityPolicyOptionsFromEnv({ API_PORT: '4600' }).connectOrigins).toEqual(['http://localhost:4600']);
    expect(securityPolicyOptionsFromEnv({ NEXT_PUBLIC_GTM_ID: 'GTM-X1' }).gtmId).toBe('GTM-X1');
  });
});

describe('storefront security headers', () => {
  const names = (headers: { key: string }[]) => headers.map((header) => header.key);

  it('sends nosniff, a referrer policy, a permissions policy and no framing on every page', () => {
    const headers = Object.fromEntries(storefrontSecurityHeaders({ ...base, appEnv: 'staging' }).map((header) => [header.key, header.value]));
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('geolocation=(self)');
    expect(headers).not.toHaveProperty('Strict-Transport-Security');
  });

  it('sends Strict-Transport-Security in production only', () => {
    expect(names(storefrontSecurityHeaders(base))).toContain('Strict-Transport-Security');
    expect(names(storefrontSecurityHeaders({ ...base, appEnv: 'development' }))).not.toContain('Strict-Transport-Security');
  });

  it('is what next.config.ts serves for every path, and the back office is no-store, no-index', async () => {
    const config = nextConfig('phase-production-build');
    const rules = await config.headers!();
    expect(rules.map((rule) => rule.source)).toEqual(['/(.*)', '/admin', '/admin/:path*']);
    // Every path, locale prefix or not, and no named parameter: Next compiles the header values
    // of a rule with parameters on every request (docs/edge.md, "next start").
    expect(rules[0]!.locale).toBe(false);
    const keys: { name: string | number }[] = [];
    const every = pathToRegexp(rules[0]!.source, keys, { strict: true });
    for (const url of ['/', '/in-en', '/ae-ar/lakshmi-temple-ring-22k', '/_next/static/chunks/a.js', '/images/x.svg', '/api/healthz']) expect(every.test(url)).toBe(true);
    expect(keys.filter((key) => typeof key.name === 'string')).toEqual([]);
    // The back office is never stored by a browser or the edge, never indexed (docs/back-office.md).
    for (const rule of rules.slice(1)) expect(rule.headers).toEqual([{ key: 'Cache-Control', value: 'private, no-store' }, { key: 'X-Robots-Tag', value: 'noindex, nofollow' }]);
    expect(names(rules[0]!.headers)).toEqual(expect.arrayContaining(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']));
    const csp = rules[0]!.headers.find((header) => header.key === 'Content-Security-Policy')!.value;
    expect(directives(csp)['script-src']).toEqual(["'self'", INLINE_SCRIPT_HASHES_MARKER]);
  });
});

describe('inline script hashes of a build', () => {
  const bootstrap = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';
  const appBootstrap = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/app.js"],"runtimeModuleIds":[2]});';

  function fakeBuild(pageScripts: string[]): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-build-'));
    fs.mkdirSync(path.join(dir, 'server', 'pages', 'in-en'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'build-manifest.json'),
      JSON.stringify({
        chunkLoadingGlobal: 'TURBOPACK',
        pagesChunkGroupBootstrapParams: { '/_app': { otherChunks: ['static/chunks/app.js'], runtimeModuleIds: [2] }, '/cart': { otherChunks: ['static/chunks/a.js'], runtimeModuleIds: [1] } },
      }),
    );
    fs.writeFileSync(path.join(dir, 'routes-manifest.json'), JSON.stringify({ headers: [{ source: '/:path*', headers: [{ key: 'Content-Security-Policy', value: `script-src 'self' ${BUILD_MARKER}` }] }] }));
    const scripts = pageScripts.map((script) => `<script>${script}</script>`).join('');
    fs.writeFileSync(path.join(dir, 'server', 'pages', 'in-en', 'cart.html'), `<html><body><script id="__NEXT_DATA__" type="application/json">{"x":1}</script>${scripts}<script src="/a.js" defer=""></script></body></html>`);
    return dir;
  }

  it('uses the same marker as the policy builder', () => {
    expect(BUILD_MARKER).toBe(INLINE_SCRIPT_HASHES_MARKER);
  });

  it('finds the scripts that execute, not JSON data blocks or external scripts', () => {
    expect(executableInlineScripts('<script id="__NEXT_DATA__" type="application/json">{}</script><script src="/x.js"></script><script>run()</script>')).toEqual(['run()']);
  });

  it("writes each page's bootstrap hash into the served policy", () => {
    const dir = fakeBuild([`${appBootstrap}\n${bootstrap}`]);
    const hashes = applyInlineScriptHashes(dir);
    expect(hashes).toContain(scriptHash(`${appBootstrap}\n${bootstrap}`));
    expect(hashes).toContain(scriptHash(appBootstrap));
    const served = fs.readFileSync(path.join(dir, 'routes-manifest.json'), 'utf8');
    expect(served).not.toContain(BUILD_MARKER);
    expect(served).toContain(scriptHash(`${appBootstrap}\n${bootstrap}`));
  });

  it('fails the build when a page has an inline script the policy would block', () => {
    const dir = fakeBuild(['alert(1)']);
    expect(() => applyInlineScriptHashes(dir)).toThrow(/would block/);
  });
});
