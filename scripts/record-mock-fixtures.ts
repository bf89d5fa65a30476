/**
 * Records the msw mocks' fixtures (tests/mocks/fixtures/*.json) from the REAL services, so the
 * mocks answer what the services answer and never drift by hand. Boots the app on a fresh,
 * seeded in-memory database (the service tests' harness), asks it everything the mocks serve,
 * checks every answer with the shared schemas and writes the files.
 *
 *   npx tsx scripts/record-mock-fixtures.ts
 *
 * Run it after a change to the seed, the contracts or the services' answers; the contract test
 * (tests/contract) fails until the fixtures agree with the services again.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CONTENT_KINDS, contentKey } from '@/shared/content-keys';
import { Cart } from '@/shared/contracts/cart';
import {
  Breadcrumb,
  Categories,
  MetalRates,
  PriceBreakup,
  ProductDetail,
  ProductPage,
  ProductStock,
  type ProductSummary,
  ProductUpsell,
  UrlRewrite,
} from '@/shared/contracts/catalogue';
import { PincodeCheck } from '@/shared/contracts/delivery';
import { ProductPromotions } from '@/shared/contracts/promotions';
import { ProductReviewsPage } from '@/shared/contracts/reviews';
import { pincodes as demoPincodes } from '@/server/db/seed/data/pincodes';
import { Countries, Stores, WebsiteStores, Widget } from '@/shared/contracts/content';
import { accountEnvelope, commerceEnvelope } from '@/shared/contracts/envelope';
import { deriveSiteSettings, listWebsiteLocales, pickDefaultWebsite } from '@/shared/site-settings';
import { CodCheck } from '@/shared/contracts/checkout';
import { decimalToMinor } from '@/shared/money';
import { asc, eq, sql } from 'drizzle-orm';
import { promotions, storeCreditEntries, subsites, users } from '@/server/db/schema';
import { CheckoutFixture } from '../tests/mocks/lib/checkout-fixture';
import { CONTENT_SCHEMAS } from '../tests/mocks/lib/content-schemas';
import { CatalogueFixture, type RecordedProduct } from '../tests/mocks/lib/fixtures';
import { createTestApp } from '../tests/server/helpers/test-app';

const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'tests', 'mocks', 'fixtures');
/** Products kept per category and subsite, beside the home widget's: enough to browse, small enough to read. */
const PER_CATEGORY = 2;

type Inject = Awaited<ReturnType<typeof createTestApp>>['app']['inject'];
type Headers = Record<string, string>;

function client(inject: Inject) {
  async function call<S extends z.ZodType>(method: 'GET' | 'POST', url: string, schema: S, headers: Headers = {}, body?: object): Promise<z.output<S>> {
    const response = await inject({ method, url, headers, ...(body ? { payload: body } : {}) });
    if (response.statusCode !== 200) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return schema.parse(response.json());
  }
  return {
    // The envelope first, then its data with the route's schema.
    get: async <S extends z.ZodType>(url: string, schema: S, headers?: Headers): Promise<z.output<S>> =>
      schema.parse((await call('GET', url, commerceEnvelope(z.unknown()), headers)).data),
    price: async (productID: number, body: object) =>
      PriceBreakup.parse((await call('POST', `/account/products/price/${productID}`, accountEnvelope(z.unknown()), {}, body)).responseBody),
  };
}
type Client = ReturnType<typeof client>;

/** Every product the locale's subsite sells, in the services' order for the sort. */
async function listAll(api: Client, headers: Headers, sort: 'popularity' | 'newest'): Promise<ProductSummary[]> {
  const items: ProductSummary[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.get(`/api/products/?sort=${sort}&pageSize=60&page=${page}`, ProductPage, headers);
    items.push(...answer.items);
    if (items.length >= answer.total || answer.items.length === 0) return items;
  }
}

/**
 * The home widget's products of every locale, then the most popular few of each category per
 * subsite, and each subsite's cheapest piece in stock: the one order the demo shoppers' store
 * credit pays in full (checkout journeys to /checkout-thankyou).
 */
function chooseProducts(widgets: z.output<typeof Widget>[], listsBySubsite: Map<string, ProductSummary[]>): Set<number> {
  const chosen = new Set(widgets.flatMap((widget) => widget.productIDs));
  for (const list of listsBySubsite.values()) {
    const cheapest = list.filter((product) => product.inStock).sort((a, b) => a.price - b.price)[0];
    if (cheapest) chosen.add(cheapest.productID);
    const categories = [...new Set(list.map((product) => product.categorySlug))];
    for (const category of categories) {
      const inCategory = list.filter((product) => product.categorySlug === category);
      const missing = PER_CATEGORY - inCategory.filter((product) => chosen.has(product.productID)).length;
      inCategory.filter((product) => !chosen.has(product.productID)).slice(0, Math.max(0, missing)).forEach((product) => chosen.add(product.productID));
    }
  }
  return chosen;
}

async function recordProduct(api: Client, headers: Headers, summary: ProductSummary, newestRank: number): Promise<RecordedProduct> {
  const id = summary.productID;
  const detail = await api.get(`/api/products/${id}/`, ProductDetail, headers);
  const prices: Record<string, z.output<typeof PriceBreakup>> = {};
  for (const option of detail.options) {
    const body = { subsiteID: Number(headers.subsiteID), languageID: Number(headers.languageID), productOptionID: option.productOptionID };
    prices[option.productOptionID] = await api.price(id, body);
  }
  const reviewPages = [await api.get(`/api/products/${id}/reviews/page/1`, ProductReviewsPage, headers)];
  while (reviewPages.length < reviewPages[0]!.totalPages) {
    reviewPages.push(await api.get(`/api/products/${id}/reviews/page/${reviewPages.length + 1}`, ProductReviewsPage, headers));
  }
  return {
    detail,
    summary,
    stock: await api.get(`/api/products/quantity/${id}/Yes/`, ProductStock, headers),
    breadcrumb: await api.get(`/api/products/breadcrumb/${id}/`, Breadcrumb, headers),
    prices,
    newestRank,
    upsell: (await api.get(`/api/products/${id}/upsell`, ProductUpsell, headers)).map((item) => item.productID),
    promotions: await api.get(`/api/products/${id}/promotions/cart/1`, ProductPromotions, headers),
    reviewPages,
  };
}

/** The subsite's delivery places, asked of the pincode check one by one (the seed's list of pins). */
async function recordPlaces(api: Client, headers: Headers, subsiteCode: string, productID: number) {
  const places: Record<string, { serviceable: boolean; city: string | null; cod: boolean; days: number | null }> = {};
  for (const { pincode } of demoPincodes.filter((place) => place.subsite === subsiteCode)) {
    const answer = await api.get(`/api/products/${productID}/pincode/${pincode}`, PincodeCheck, headers);
    places[answer.pincode] = { serviceable: answer.deliverable, city: answer.city, cod: answer.codAvailable, days: answer.deliveryDays };
  }
  return places;
}

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * What the mocks' checkout needs beyond the catalogue (tests/mocks/lib/checkout-fixture.ts):
 * every promotion with its full rules (dates as offsets from now), each subsite's tax rate and
 * cash-on-delivery limit (asked of `cod_check` on a cart delivering to a COD place), and the
 * demo shoppers' store credit.
 */
async function recordCheckout(testApp: TestApp, headersOf: (locale: string) => Headers, locales: string[]) {
  const now = Date.now();
  const promotionRows = await testApp.db.select().from(promotions).orderBy(asc(promotions.id));
  const subsiteRows = await testApp.db.select().from(subsites).orderBy(asc(subsites.id));
  const subsiteRules = [];
  for (const subsite of subsiteRows) {
    const locale = locales.find((candidate) => candidate.startsWith(`${subsite.code}-`));
    const place = demoPincodes.find((candidate) => candidate.subsite === subsite.code && candidate.serviceable && candidate.cod);
    if (!locale || !place) continue;
    const headers = headersOf(locale);
    const [product] = (await testApp.app.inject({ method: 'GET', url: '/api/products/?pageSize=1', headers })).json().data.items as ProductSummary[];
    const cart = commerceEnvelope(Cart).parse((await testApp.app.inject({ method: 'POST', url: '/api/cart/', headers, payload: { productID: product!.productID, quantity: 1 } })).json()).data;
    const address = { cartID: cart.cartID, mode: 'add_address', billingAddressDifferent: 'No', billingFirstName: 'Fixture', billingLastName: 'Recorder', billingAddress1: '1 Main Road', billingCity: place.city, billingZip: place.pincode, billingCountry: subsite.name, billingPhone: subsite.phoneCode === '+91' ? '+919876500001' : `${subsite.phoneCode}501234567`, billingEmail: 'fixtures@example.com' };
    const added = await testApp.app.inject({ method: 'PUT', url: '/api/cart/', headers, payload: address });
    if (added.statusCode !== 200) throw new Error(`add_address for ${locale} answered ${added.statusCode}: ${added.body}`);
    const cod = commerceEnvelope(CodCheck).parse((await testApp.app.inject({ method: 'GET', url: `/api/cart/${cart.cartID}/cod_check`, headers })).json()).data;
    subsiteRules.push({ subsiteId: subsite.id, taxRateBp: subsite.taxRateBp, codLimitMinor: decimalToMinor(cod.limit, cart.decimalPlaces) });
  }
  const credit = await testApp.db
    .select({ email: users.email, subsiteId: storeCreditEntries.subsiteId, balanceMinor: sql<number>`sum(${storeCreditEntries.amountMinor})::bigint` })
    .from(storeCreditEntries)
    .innerJoin(users, eq(users.id, storeCreditEntries.userId))
    .groupBy(users.email, storeCreditEntries.subsiteId)
    .orderBy(asc(users.email));
  return CheckoutFixture.parse({
    promotions: promotionRows.map((row) => ({
      promoID: row.id,
      code: row.code,
      subsiteId: row.subsiteId,
      names: row.names,
      kind: row.kind,
      value: row.value,
      minSubtotalMinor: row.minSubtotalMinor,
      maxDiscountMinor: row.maxDiscountMinor,
      categorySlugs: row.categorySlugs,
      productSkus: row.productSkus,
      startsOffsetMs: row.startsAt.getTime() - now,
      endsOffsetMs: row.endsAt.getTime() - now,
      oncePerCustomer: row.oncePerCustomer,
      stackable: row.stackable,
    })),
    subsites: subsiteRules,
    storeCredit: credit.map((entry) => ({ ...entry, balanceMinor: Number(entry.balanceMinor) })),
  });
}

async function writeJson(name: string, value: unknown): Promise<number> {
  const text = `${JSON.stringify(value, null, 1)}\n`;
  await writeFile(path.join(OUT_DIR, name), text);
  return text.length;
}

async function main() {
  const testApp = await createTestApp();
  try {
    const api = client(testApp.app.inject.bind(testApp.app));
    const websites = await api.get('/api/redis/websiteStores', WebsiteStores);
    const website = pickDefaultWebsite(websites);
    if (!website) throw new Error('The seed has no website');
    const locales = listWebsiteLocales(websites);
    const headersOf = (locale: string): Headers => {
      const site = deriveSiteSettings({ websites, locale })!;
      return { websiteID: String(site.websiteId), subsiteID: String(site.subsiteId), languageID: String(site.languageId) };
    };

    const content: Record<string, unknown> = {};
    for (const locale of locales) {
      const [storeCode, language] = locale.split('-');
      for (const kind of CONTENT_KINDS.filter((candidate) => candidate !== 'websiteStores')) {
        const key = contentKey({ kind, websiteCode: website.code, storeCode, language });
        content[key] ??= await api.get(`/api/redis/${key}`, CONTENT_SCHEMAS[kind]);
      }
    }

    // Choose once, from the English lists, so every language of a subsite holds the same products.
    const listsBySubsite = new Map<string, ProductSummary[]>();
    for (const locale of locales) {
      const subsite = locale.split('-')[0]!;
      if (!listsBySubsite.has(subsite)) listsBySubsite.set(subsite, await listAll(api, headersOf(`${subsite}-en`), 'popularity'));
    }
    const widgets = locales.map((locale) => Widget.parse(content[contentKey({ kind: 'widget', websiteCode: website.code, storeCode: locale.split('-')[0], language: locale.split('-')[1] })]));
    const chosen = chooseProducts(widgets, listsBySubsite);

    await mkdir(OUT_DIR, { recursive: true });
    const sizes: Record<string, number> = {};
    const rewrites: Record<string, z.output<typeof UrlRewrite>> = {};
    for (const locale of locales) {
      const headers = headersOf(locale);
      const popular = await listAll(api, headers, 'popularity');
      const newest = (await listAll(api, headers, 'newest')).map((product) => product.productID);
      const products: RecordedProduct[] = [];
      for (const summary of popular.filter((product) => chosen.has(product.productID))) {
        products.push(await recordProduct(api, headers, summary, newest.indexOf(summary.productID)));
      }
      const categories = await api.get('/api/categories/', Categories, headers);
      const catalogue = CatalogueFixture.parse({
        locale,
        categories,
        metalRates: await api.get('/api/metal-rates/', MetalRates, headers),
        stores: await api.get('/api/stores/', Stores, headers),
        countries: await api.get('/api/cart/countries', Countries, { languageID: headers.languageID! }),
        products,
        places: await recordPlaces(api, headers, locale.split('-')[0]!, products[0]!.detail.productID),
      });
      sizes[`catalogue-${locale}.json`] = await writeJson(`catalogue-${locale}.json`, catalogue);
      for (const slug of [...categories.map((category) => category.slug), ...products.map((product) => product.detail.slug)]) {
        rewrites[`/${slug}`] ??= await api.get(`/api/url-rewrite?url=/${slug}`, UrlRewrite);
      }
    }
    sizes['website-stores.json'] = await writeJson('website-stores.json', websites);
    sizes['content.json'] = await writeJson('content.json', content);
    sizes['url-rewrites.json'] = await writeJson('url-rewrites.json', rewrites);
    sizes['checkout.json'] = await writeJson('checkout.json', await recordCheckout(testApp, headersOf, locales));

    // The cart is computed by the mocks, not recorded; this only proves the recorded products can be bought.
    const [firstLocale] = locales;
    const firstProduct = chosen.values().next().value;
    if (firstLocale && firstProduct !== undefined) {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/cart/', headers: headersOf(firstLocale), payload: { productID: firstProduct, quantity: 1 } });
      commerceEnvelope(Cart).parse(response.json());
    }
    const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
    console.log(`Recorded ${chosen.size} products in ${locales.join(', ')} into ${path.relative(process.cwd(), OUT_DIR)}:`);
    for (const [name, size] of Object.entries(sizes)) console.log(`  ${name.padEnd(26)} ${(size / 1024).toFixed(1)} KiB`);
    console.log(`  ${'total'.padEnd(26)} ${(total / 1024).toFixed(1)} KiB`);
  } finally {
    await testApp.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
