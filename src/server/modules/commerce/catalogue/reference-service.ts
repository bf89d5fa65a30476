import type { Category } from '@/shared/contracts/catalogue';
import type { Country, Store } from '@/shared/contracts/content';
import type { Executor } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import type { SiteContext } from '../../../lib/site';
import { listProductRows } from './product-repository';
import { findLanguageCode, listCategoryRows, listCountryRows, listStoreRows } from './reference-repository';
import { localiseLabel } from './sellable';

export interface ListCategoriesOptions {
  db: Executor;
  site: SiteContext;
}

/** `GET /api/categories/`: every category, localised, with how many products the subsite sells in it. */
export async function listCategories({ db, site }: ListCategoriesOptions): Promise<Category[]> {
  // Counted from the same rows the listing shows, so the two always agree.
  const categoryRows = await listCategoryRows({ db, languageCode: site.languageCode });
  const productRows = await listProductRows({ db, subsiteId: site.subsiteId, languageCode: site.languageCode, filters: {} });
  const counts = new Map<number, number>();
  for (const row of productRows) counts.set(row.product.categoryId, (counts.get(row.product.categoryId) ?? 0) + 1);
  return categoryRows.map((row) => ({
    categoryID: row.id,
    slug: row.slug,
    name: row.localName ?? row.englishName ?? row.slug,
    description: row.localDescription ?? row.englishDescription ?? '',
    image: row.image,
    productCount: counts.get(row.id) ?? 0,
  }));
}

/** `GET /api/stores/`: the subsite's stores for the locator, localised. */
export async function listStores({ db, site }: ListCategoriesOptions): Promise<Store[]> {
  const rows = await listStoreRows(db, site.subsiteId);
  const text = (texts: Record<string, string>) => localiseLabel(texts, site.languageCode, '');
  return rows.map((row) => ({
    storeID: row.id,
    name: text(row.names),
    address: text(row.addresses),
    city: text(row.cities),
    phone: row.phone,
    hours: text(row.hours),
    // Coordinates are stored as text so they keep the precision they were entered with.
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  }));
}

export interface ListCountriesOptions {
  db: Executor;
  languageId: number;
}

/** `GET /api/cart/countries`: countries and their states in the language (docs/requirements/constants.md#fixed-request-values: fetched with languageID 1). */
export async function listCountries({ db, languageId }: ListCountriesOptions): Promise<Country[]> {
  const languageCode = await findLanguageCode(db, languageId);
  if (!languageCode) throw notFound(`Language ${languageId}`);
  const { countryRows, stateRows } = await listCountryRows(db);
  return countryRows.map((country) => ({
    countryId: country.id,
    code: country.code,
    name: localiseLabel(country.names, languageCode, country.code),
    phoneCode: country.phoneCode,
    states: stateRows
      .filter((state) => state.countryId === country.id)
      .map((state) => ({ stateId: state.id, code: state.code, name: localiseLabel(state.names, languageCode, state.code) })),
  }));
}
