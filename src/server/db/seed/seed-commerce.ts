import type { Executor } from '../client';
import { countries, metalRates, pincodes, promotions, states, stores } from '../schema';
import { daysBefore, insertInChunks, requireId } from './seed-helpers';
import type { SeedCountry, SeedMetalRate, SeedPincode, SeedPromotion, SeedStore } from './types';

export interface SeedMetalRatesOptions {
  tx: Executor;
  metalRates: SeedMetalRate[];
  subsiteIds: Map<string, number>;
  now: Date;
}

/** Thirty daily rates back and today's, per subsite, metal and purity. */
export async function seedMetalRates({ tx, metalRates: list, subsiteIds, now }: SeedMetalRatesOptions) {
  // Today's rate takes effect a minute before the seed, so a query running at "now" already sees it.
  const today = new Date(now.getTime() - 60_000);
  await insertInChunks(
    tx,
    metalRates,
    list.flatMap((rate) => {
      const base = { subsiteId: requireId(subsiteIds, rate.subsite, 'subsite'), metal: rate.metal, purity: rate.purity, createdBy: 'seed' };
      return [
        ...rate.history.map((ratePerGramMinor, index) => ({
          ...base,
          ratePerGramMinor,
          effectiveAt: daysBefore(today, rate.history.length - index),
        })),
        { ...base, ratePerGramMinor: rate.ratePerGram, effectiveAt: today },
      ];
    }),
  );
}

export interface SeedCountriesOptions {
  tx: Executor;
  countries: SeedCountry[];
}

export async function seedCountries({ tx, countries: list }: SeedCountriesOptions) {
  const rows = await tx
    .insert(countries)
    .values(list.map((country, sortOrder) => ({ code: country.code, names: country.name, phoneCode: country.phoneCode, sortOrder })))
    .returning({ id: countries.id, code: countries.code });
  const ids = new Map(rows.map((row) => [row.code, row.id]));
  await insertInChunks(
    tx,
    states,
    list.flatMap((country) => country.states.map((state) => ({ countryId: ids.get(country.code)!, code: state.code, names: state.name }))),
  );
}

export interface SeedLocationsOptions {
  tx: Executor;
  stores: SeedStore[];
  pincodes: SeedPincode[];
  subsiteIds: Map<string, number>;
}

/** Stores for the locator and the pincodes deliveries reach (with or without cash on delivery). */
export async function seedLocations({ tx, stores: storeList, pincodes: pincodeList, subsiteIds }: SeedLocationsOptions) {
  await insertInChunks(
    tx,
    stores,
    storeList.map((store) => ({
      subsiteId: requireId(subsiteIds, store.subsite, 'subsite'),
      names: store.name,
      addresses: store.address,
      cities: store.city,
      hours: store.hours,
      phone: store.phone,
      latitude: String(store.latitude),
      longitude: String(store.longitude),
    })),
  );
  await insertInChunks(
    tx,
    pincodes,
    pincodeList.map(({ subsite, ...pincode }) => ({ ...pincode, subsiteId: requireId(subsiteIds, subsite, 'subsite') })),
  );
}

export interface SeedPromotionsOptions {
  tx: Executor;
  promotions: SeedPromotion[];
  subsiteIds: Map<string, number>;
  now: Date;
}

export async function seedPromotions({ tx, promotions: list, subsiteIds, now }: SeedPromotionsOptions) {
  await insertInChunks(
    tx,
    promotions,
    list.map((promotion) => ({
      code: promotion.code.toUpperCase(),
      subsiteId: requireId(subsiteIds, promotion.subsite, 'subsite'),
      names: promotion.name,
      kind: promotion.kind,
      value: promotion.value,
      minSubtotalMinor: promotion.minSubtotal,
      maxDiscountMinor: promotion.maxDiscount ?? null,
      categorySlugs: promotion.categorySlugs,
      productSkus: promotion.productSkus,
      startsAt: daysBefore(now, promotion.startsDaysAgo),
      endsAt: daysBefore(now, -promotion.endsInDays),
      oncePerCustomer: promotion.oncePerCustomer,
      stackable: promotion.stackable,
      showOnProduct: promotion.showOnProduct,
    })),
  );
}
