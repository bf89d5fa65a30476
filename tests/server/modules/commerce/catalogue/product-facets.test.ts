import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductFacets, ProductPage } from '@/shared/contracts/catalogue';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { call, expectFailure, expectSuccess } from '../commerce-requests';

/**
 * Counts per filter value on the demo store, held against the database: each facet counts the
 * products that pass every other filter, so its numbers must equal a GROUP BY over the products
 * the subsite sells (a price row and a stocked option there) under those other filters.
 */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test?.close();
});

type Filters = Partial<Record<'category' | 'metal' | 'purity' | 'stone' | 'gender' | 'occasion', string>>;
type ValueFacet = Exclude<keyof ProductFacets, 'price'>;
const SUBSITES: Record<string, number> = { in: 1, ae: 2 };

const list = async (query: string, locale = 'in-en') =>
  expectSuccess<ProductPage>(await call(test.app, { url: `/api/products/?pageSize=60&${query}`, locale }));
const queryOf = (filters: Filters) => new URLSearchParams(filters as Record<string, string>).toString();

/** The facet's counts straight from the tables, under every filter but the facet's own. */
async function countsInDatabase(subsiteId: number, filters: Filters, facet: ValueFacet): Promise<{ value: string; count: number }[]> {
  const others: Filters = { ...filters, [facet]: undefined };
  const conditions = [sql`true`];
  if (others.category) conditions.push(sql`c.slug = ${others.category}`);
  for (const column of ['metal', 'purity', 'gender', 'occasion'] as const) {
    if (others[column]) conditions.push(sql`p.${sql.raw(column)} = ${others[column]}`);
  }
  if (others.stone === 'none') conditions.push(sql`not exists (select 1 from product_stones s where s.product_id = p.id)`);
  else if (others.stone) conditions.push(sql`exists (select 1 from product_stones s where s.product_id = p.id and s.kind = ${others.stone})`);
  const value =
    facet === 'stone'
      ? sql`coalesce(s.kind, 'none')`
      : sql.raw(`p.${facet}`);
  const stones = facet === 'stone' ? sql`left join product_stones s on s.product_id = p.id` : sql``;
  const result = await test.db.execute(sql`
    select ${value} as value, count(distinct p.id)::int as count
    from products p
    join product_prices pp on pp.product_id = p.id and pp.subsite_id = ${subsiteId}
    join categories c on c.id = p.category_id
    ${stones}
    where exists (select 1 from product_options o join product_stock st on st.option_id = o.id and st.subsite_id = ${subsiteId} where o.product_id = p.id)
      and ${sql.join(conditions, sql` and `)}
    group by 1`);
  return (result.rows as { value: string; count: number }[]).map((row) => ({ value: row.value, count: Number(row.count) }));
}

const nonZero = (counts: { value: string; count: number }[]) =>
  counts.filter((entry) => entry.count > 0).sort((a, b) => a.value.localeCompare(b.value));

const CASES: [string, Filters][] = [
  ['in-en', {}],
  ['in-en', { category: 'rings' }],
  ['in-en', { metal: 'gold' }],
  ['in-en', { metal: 'gold', stone: 'diamond' }],
  ['in-hi', { category: 'necklaces', gender: 'women', occasion: 'wedding' }],
  ['in-en', { stone: 'none', purity: '22K' }],
  ['ae-en', { category: 'earrings', metal: 'gold' }],
  ['ae-ar', { occasion: 'daily', stone: 'pearl' }],
];

describe('GET /api/products/ facets', () => {
  it.each(CASES)('in %s with %j every count equals the database', async (locale, filters) => {
    const page = await list(queryOf(filters), locale);
    const subsiteId = SUBSITES[locale.split('-')[0]!]!;
    for (const facet of ['metal', 'purity', 'stone', 'gender', 'occasion'] as const) {
      expect(nonZero(page.facets[facet]), facet).toEqual(nonZero(await countsInDatabase(subsiteId, filters, facet)));
    }
  });

  it.each(CASES)('in %s with %j choosing a value shows exactly its count', async (locale, filters) => {
    const page = await list(queryOf(filters), locale);
    for (const facet of ['metal', 'purity', 'stone', 'gender', 'occasion'] as const) {
      for (const { value, count } of page.facets[facet]) {
        expect((await list(queryOf({ ...filters, [facet]: value }), locale)).total, `${facet}=${value}`).toBe(count);
      }
    }
  });

  it.each([
    ['in-en', 'category=rings'],
    ['in-en', 'metal=gold&stone=diamond'],
    ['ae-en', ''],
    ['ae-ar', 'category=necklaces'],
  ])('in %s with %s the price buckets are the price filter: same counts, every product in one', async (locale, query) => {
    const page = await list(query, locale);
    expect(page.facets.price.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(page.total);
    for (const bucket of page.facets.price) {
      const range = `minPrice=${bucket.minPrice}${bucket.maxPrice === null ? '' : `&maxPrice=${bucket.maxPrice}`}`;
      const filtered = await list(`${query}&${range}`, locale);
      expect(filtered.total, range).toBe(bucket.count);
      expect(filtered.items.every((item) => item.price >= bucket.minPrice && (bucket.maxPrice === null || item.price <= bucket.maxPrice))).toBe(true);
    }
  });

  it('bounds the buckets in the currency: whole rupees in India, fils in the UAE', async () => {
    const india = await list('');
    expect(india.facets.price[0]).toMatchObject({ minPrice: 0, maxPrice: 24_999 });
    const uae = await list('', 'ae-en');
    expect(uae.facets.price[0]).toMatchObject({ minPrice: 0, maxPrice: 999.99 });
    expect(uae.facets.price.at(-1)?.maxPrice === null || uae.facets.price.length < 5).toBe(true);
  });

  it('keeps the other facets honest under a price filter', async () => {
    const page = await list('minPrice=50000&maxPrice=99999');
    for (const { value, count } of page.facets.metal) {
      expect((await list(`minPrice=50000&maxPrice=99999&metal=${value}`)).total).toBe(count);
    }
  });

  it('lists a chosen value even when nothing matches it, so it can be unselected', async () => {
    const page = await list('category=coins&stone=diamond');
    expect(page.total).toBe(0);
    expect(page.facets.stone).toContainEqual({ value: 'diamond', count: 0 });
  });

  it('filters by stone, gender and occasion', async () => {
    const diamonds = await list('stone=diamond');
    expect(diamonds.total).toBeGreaterThan(0);
    const plain = await list('stone=none');
    const all = await list('');
    expect(plain.items.some((item) => diamonds.items.some((other) => other.productID === item.productID))).toBe(false);
    expect((await list('gender=men')).total + (await list('gender=women')).total + (await list('gender=unisex')).total + (await list('gender=kids')).total).toBe(all.total);
    expect((await list('occasion=wedding')).total).toBe(all.facets.occasion.find((facet) => facet.value === 'wedding')?.count);
  });

  it.each([
    ['stone=opal', /stone/],
    ['gender=girls', /gender/],
    ['occasion=party', /occasion/],
    ['sort=best', /sort/],
  ])('refuses %s with 400 naming the field', async (query, message) => {
    expectFailure(await call(test.app, { url: `/api/products/?${query}` }), 400, message);
  });
});
