import { CONTENT_KINDS, contentKey } from '@/shared/content-keys';
import { pickDefaultWebsite } from '@/shared/site-settings';
import { CONTENT_SCHEMAS } from '@/tests/mocks/lib/content-schemas';
import { websiteStores } from '@/tests/mocks/lib/fixtures';
import { commerceOk, type ContractCase, refused } from './contract-case';
import { LOCALES, rewritePaths } from './known-data';
import { UrlRewrite } from '@/shared/contracts/catalogue';

/** `GET /api/redis/{key}`: every kind in every locale, malformed keys and unknown sites. */
export function contentCases(): ContractCase[] {
  const websiteCode = pickDefaultWebsite(websiteStores())?.code ?? 'SLV';
  const get = (key: string) => ({ method: 'GET' as const, path: `/api/redis/${encodeURIComponent(key)}` });

  const served: ContractCase[] = LOCALES.flatMap((locale) => {
    const [storeCode, language] = locale.split('-');
    return CONTENT_KINDS.filter((kind) => kind !== 'websiteStores').map((kind) => {
      const key = contentKey({ kind, websiteCode, storeCode, language });
      const schema = commerceOk(CONTENT_SCHEMAS[kind]);
      // metalPrice carries the time the rates were seeded, which differs between the two runs.
      return { name: `GET /api/redis/${key} answers the ${kind} of ${locale}`, ...get(key), status: 200, schema, sameAnswer: kind !== 'metalPrice' };
    });
  });

  return [
    {
      name: 'GET /api/redis/websiteStores answers the website-store list',
      ...get('websiteStores'),
      status: 200,
      schema: commerceOk(CONTENT_SCHEMAS.websiteStores),
      sameAnswer: true,
    },
    ...served,
    { name: 'GET /api/redis/{key} refuses a key without a store with 400', ...get(`menu_${websiteCode}`), ...refused(400, 'key') },
    { name: 'GET /api/redis/{key} refuses an unknown kind with 400', ...get(`colours_${websiteCode}_in_en`), ...refused(400, 'key') },
    { name: 'GET /api/redis/{key} refuses a language on a language-free kind with 400', ...get(`metalPrice_${websiteCode}_in_en`), ...refused(400, 'key') },
    { name: 'GET /api/redis/{key} refuses an over-long key with 400', ...get(`menu_${websiteCode}_in_${'e'.repeat(400)}`), ...refused(400, 'key') },
    { name: 'GET /api/redis/{key} answers 404 for an unknown website', ...get('menu_NOSUCH_in_en'), ...refused(404, 'menu_NOSUCH_in_en') },
    { name: 'GET /api/redis/{key} answers 404 for an unknown store', ...get(`menu_${websiteCode}_zz_en`), ...refused(404, 'not found') },
    { name: 'GET /api/redis/{key} answers 404 for a language the store lacks', ...get(`menu_${websiteCode}_in_ar`), ...refused(404, 'not found') },
    { name: 'GET /api/redis/{key} answers 404 for a language-free key of an unknown store', ...get(`metalPrice_${websiteCode}_zz`), ...refused(404, 'not found') },
  ];
}

/** `GET /api/url-rewrite?url=`: categories, products, locale prefixes, missing and unknown paths. */
export function urlRewriteCases(): ContractCase[] {
  const { categoryPath, productPath } = rewritePaths();
  const get = (query: string) => ({ method: 'GET' as const, path: `/api/url-rewrite${query}` });
  return [
    { name: `GET /api/url-rewrite answers the category at ${categoryPath}`, ...get(`?url=${categoryPath}`), status: 200, schema: commerceOk(UrlRewrite), sameAnswer: true },
    { name: `GET /api/url-rewrite answers the product at ${productPath}`, ...get(`?url=${productPath}`), status: 200, schema: commerceOk(UrlRewrite), sameAnswer: true },
    {
      name: 'GET /api/url-rewrite ignores the locale prefix, case, query and passed-through parameters',
      ...get(`?url=${encodeURIComponent(`/in-hi${categoryPath.toUpperCase()}/?metal=gold`)}&locale=in-hi`),
      status: 200,
      schema: commerceOk(UrlRewrite),
      sameAnswer: true,
    },
    { name: 'GET /api/url-rewrite refuses a missing url with 400', ...get(''), ...refused(400, 'url') },
    { name: 'GET /api/url-rewrite refuses an empty url with 400', ...get('?url=%20'), ...refused(400, 'url') },
    { name: 'GET /api/url-rewrite answers 404 for a path that shows nothing', ...get('?url=/no-such-page-anywhere'), ...refused(404, '/no-such-page-anywhere') },
  ];
}
