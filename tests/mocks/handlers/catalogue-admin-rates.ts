import { http } from 'msw';
import { AUTH_MESSAGES, PURITIES_BY_METAL } from '@/shared/constants';
import { MetalRateChange, MetalRateChangeBody, MetalRateHistory, MetalRateHistoryQuery, type MetalRateRecord } from '@/shared/contracts/admin-rates';
import { catalogueFor, websiteStores } from '../lib/fixtures';
import { commerceOk, MockHttpError, notFound, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { jsonBodyOf, parseInput, queryOf } from '../lib/validate';

/**
 * The staff routes for metal rates, enough for mock mode and the contract test: input is checked
 * first and then the token (Fastify validates before the preHandler), any bearer token counts as
 * staff (the mocks cannot verify one), the history is today's recorded rates, and a change is
 * answered but not applied: recorded prices never move.
 */
interface MockSubsite {
  id: number;
  code: string;
  locales: string[];
}

export function subsites(): MockSubsite[] {
  return websiteStores().flatMap((website) =>
    website.subsite.map((subsite) => ({
      id: subsite.store_id,
      code: subsite.store_code.toLowerCase(),
      locales: subsite.languages.map((language) => `${subsite.store_code.toLowerCase()}-${language.languageCode.toLowerCase()}`),
    })),
  );
}

function requireBearer(request: Request) {
  if (!/^Bearer\s+\S+/i.test(request.headers.get('authorization') ?? '')) throw new MockHttpError(401, AUTH_MESSAGES.invalidUser);
}

export function recordsOf(subsite: MockSubsite): MetalRateRecord[] {
  const catalogue = subsite.locales.map(catalogueFor).find((found) => found !== undefined);
  if (!catalogue) return [];
  const { currencyCode } = catalogue.products[0]!.detail.priceBreakup;
  return catalogue.metalRates.map((rate, index) => ({
    rateID: subsite.id * 1000 + index,
    subsiteID: subsite.id,
    subsiteCode: subsite.code,
    currencyCode,
    metal: rate.metal,
    purity: rate.purity,
    ratePerGram: rate.ratePerGram,
    effectiveAt: rate.effectiveAt,
    createdBy: 'seed',
  }));
}

export const catalogueAdminRatesHandlers = [
  http.get(
    anyOrigin('/admin/metal-rates'),
    withEnvelope('commerce', ({ request }) => {
      const query = parseInput(MetalRateHistoryQuery, queryOf(request), 'querystring');
      requireBearer(request);
      const all = subsites();
      if (query.subsiteID !== undefined && !all.some((subsite) => subsite.id === query.subsiteID)) throw notFound(`Subsite ${query.subsiteID}`);
      const records = all
        .filter((subsite) => query.subsiteID === undefined || subsite.id === query.subsiteID)
        .flatMap(recordsOf)
        .filter((record) => (!query.metal || record.metal === query.metal) && (!query.purity || record.purity === query.purity));
      return commerceOk(MetalRateHistory, records.slice(0, query.limit));
    }),
  ),
  http.post(
    anyOrigin('/admin/metal-rates'),
    withEnvelope('commerce', async ({ request }) => {
      const body = parseInput(MetalRateChangeBody, await jsonBodyOf(request), 'body');
      requireBearer(request);
      const subsite = subsites().find((candidate) => candidate.id === body.subsiteID);
      if (!subsite) throw notFound(`Subsite ${body.subsiteID}`);
      const purities: readonly string[] = PURITIES_BY_METAL[body.metal];
      if (!purities.includes(body.purity)) throw new MockHttpError(400, `body.purity: ${body.metal} comes in ${purities.join(', ')}, not ${body.purity}`);
      const previous = recordsOf(subsite).find((record) => record.metal === body.metal && record.purity === body.purity);
      const catalogue = catalogueFor(subsite.locales[0]!);
      const using = (catalogue?.products ?? []).filter(({ summary }) => summary.metal === body.metal && summary.purity === body.purity);
      const pages = ['/metal-rates', ...new Set(using.map(({ summary }) => `/${summary.categorySlug}`)), ...using.map(({ summary }) => `/${summary.slug}`)];
      return commerceOk(
        MetalRateChange,
        {
          rate: {
            rateID: subsite.id * 1000 + 999,
            subsiteID: subsite.id,
            subsiteCode: subsite.code,
            currencyCode: catalogue?.products[0]?.detail.priceBreakup.currencyCode ?? '',
            metal: body.metal,
            purity: body.purity,
            ratePerGram: body.ratePerGram,
            effectiveAt: new Date().toISOString(),
            createdBy: 'staff@example.com',
          },
          previousRatePerGram: previous?.ratePerGram ?? null,
          revalidatedPaths: subsite.locales.flatMap((locale) => [`/${locale}`, ...pages.map((page) => `/${locale}${page}`)]),
        },
        { message: 'Metal rate saved' },
      );
    }),
  ),
];
