import { categories } from './data/categories';
import { content, productCartSettings } from './data/content';
import { countries } from './data/countries';
import { metalRates } from './data/metal-rates';
import { pincodes } from './data/pincodes';
import { products } from './data/products';
import { promotions } from './data/promotions';
import { reviews } from './data/reviews';
import { stores } from './data/stores';
import { users } from './data/users';
import { languages, websites } from './data/websites';
import type { SeedContentEntry, SeedData } from './seed-data';
import type { LanguageCode } from './types';

/**
 * The demo store: the data files under `data/` in the one shape `seedDemoStore` writes. Loaded
 * only when a database is seeded (a dynamic import), not on every start.
 */
function contentEntries(): SeedContentEntry[] {
  const perLocale = Object.entries(content).flatMap(([locale, kinds]) => {
    const [subsite, language] = locale.split('-') as [string, LanguageCode];
    return Object.entries(kinds).map(([kind, payload]) => ({ kind, subsite, language, payload }));
  });
  const perSubsite = Object.entries(productCartSettings).map(([subsite, payload]) => ({
    kind: 'productCartSettings',
    subsite,
    language: '' as const,
    payload,
  }));
  return [...perLocale, ...perSubsite];
}

export const demoData: SeedData = {
  languages: languages.map(({ id, code, name, dir }) => ({ id, code, name, direction: dir })),
  websites: websites.map((website) => ({
    id: website.id,
    code: website.code,
    name: website.name,
    sortOrder: website.sort,
    clearCartOnLogout: website.clearCartOnLogout === 'Yes',
    persistShoppingCart: website.persistShoppingCart === 'Yes',
    persistLifetimeDays: website.persistLifetimeDays,
    subsites: [...website.subsites]
      .sort((a, b) => a.sort - b.sort)
      .map(({ languageIds, sort: _sort, ...subsite }) => ({
        ...subsite,
        languages: languageIds.map((id) => {
          const language = languages.find((candidate) => candidate.id === id);
          if (!language) throw new Error(`Subsite ${subsite.code} names unknown language id ${id}`);
          return language.code;
        }),
      })),
  })),
  categories,
  products,
  metalRates,
  stores,
  pincodes,
  promotions,
  countries,
  users,
  content: contentEntries(),
  reviews,
};
