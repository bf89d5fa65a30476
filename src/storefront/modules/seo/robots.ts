export interface RobotsOptions {
  appEnv: string | undefined;
  origin: string;
}

/**
 * Outside production nothing may be indexed (docs/requirements/pages.md#indexing: non-production pages are no-index); in
 * production everything is open except the shopper's own pages, and the sitemap index is named.
 */
export function robotsTxt({ appEnv, origin }: RobotsOptions): string {
  if (appEnv !== 'production') return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /*/admin',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /dashboard/',
    'Disallow: /*/cart',
    'Disallow: /*/checkout',
    'Disallow: /*/dashboard/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
