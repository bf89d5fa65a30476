import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { DEFAULT_LOCALE, LOCALES } from './src/shared/locale';
import { securityPolicyOptionsFromEnv, storefrontSecurityHeaders } from './src/storefront/lib/security-headers';

/**
 * RENDER_MODE is applied when the storefront is built, by choosing which page files exist:
 * mode-independent files end in `.page.tsx` / `.page.ts`; data pages come in pairs,
 * `x.static.tsx` (getStaticProps, ISR) and `x.server.tsx` (getServerSideProps), and only the pair
 * member of the chosen mode is a page. Everything else in `src/pages` is invisible to Next.
 */
const renderMode = process.env.RENDER_MODE === 'server' ? 'server' : 'static';
if (process.env.RENDER_MODE && !['static', 'server'].includes(process.env.RENDER_MODE)) {
  throw new Error(`RENDER_MODE must be "static" or "server", got "${process.env.RENDER_MODE}"`);
}

const nextConfig = (phase: string): NextConfig => ({
  reactStrictMode: true,
  // Type checking is `npm run typecheck` (the whole project, run by `npm test` and CI); the build
  // would otherwise re-check services and tests too and fail the storefront on their errors.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  pageExtensions: ['page.tsx', 'page.ts', `${renderMode}.tsx`],
  // URL locales are `subsite-language` codes; i18next and Intl get BCP 47 tags through
  // toLanguageTag() (src/shared/locale.ts), never these codes.
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    localeDetection: false,
  },
  images: {
    // Product, category and banner artwork is local SVG under /images. next/image serves a
    // `.svg` src as-is (unoptimized) unless dangerouslyAllowSVG is set, which we do not want:
    // SVG needs no resizing, and the optimizer must not execute untrusted SVG.
    formats: ['image/avif', 'image/webp'],
  },
  // With REDIS_URL every storefront instance shares one ISR cache in Redis (and keeps no private
  // in-memory copy that could go stale); without it Next's own file cache serves.
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.resolve('src/storefront/lib/isr-cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
  env: {
    // The one build-time switch the browser needs: mock builds start the msw worker.
    NEXT_PUBLIC_API_MOCKING: process.env.NEXT_PUBLIC_API_MOCKING ?? 'disabled',
  },
  // The account's own address opens its first page, in every locale (docs/requirements/pages.md).
  async redirects() {
    return [{ source: '/dashboard', destination: '/dashboard/profile', permanent: false }];
  },
  // Security headers on every page and file (docs/security.md). The policy's inline-script
  // hashes are written in by scripts/build.mjs once the build has produced the scripts.
  async headers() {
    const options = securityPolicyOptionsFromEnv(process.env, phase === PHASE_DEVELOPMENT_SERVER);
    // The back office (and the preview switch) is never stored by a browser or the edge, never indexed.
    const backOffice = [
      { key: 'Cache-Control', value: 'private, no-store' },
      { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
    ];
    return [
      // `/(.*)` outside the locale handling matches every path with no named parameter. A rule
      // with parameters (`/:path*`) makes Next compile each header value containing a colon as a
      // path pattern on every request, and the policy (4 kB of script hashes) was 12 % of the CPU
      // a cached page cost (docs/edge.md, "next start").
      { source: '/(.*)', locale: false, headers: storefrontSecurityHeaders(options) },
      { source: '/admin', headers: backOffice },
      { source: '/admin/:path*', headers: backOffice },
    ];
  },
});

export default nextConfig;
