import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { categories, categoryTranslations, countries, languages, states, stores } from '../../../db/schema';

/** Reads behind the reference routes: categories, stores, countries and languages. */

export interface ListCategoryRowsOptions {
  db: Executor;
  languageCode: string;
}

export async function listCategoryRows({ db, languageCode }: ListCategoryRowsOptions) {
  const local = alias(categoryTranslations, 'local_text');
  const english = alias(categoryTranslations, 'english_text');
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      image: categories.image,
      localName: local.name,
      localDescription: local.description,
      englishName: english.name,
      englishDescription: english.description,
    })
    .from(categories)
    .leftJoin(local, and(eq(local.categoryId, categories.id), eq(local.languageCode, languageCode)))
    .leftJoin(english, and(eq(english.categoryId, categories.id), eq(english.languageCode, 'en')))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

export async function listStoreRows(db: Executor, subsiteId: number) {
  return db.select().from(stores).where(eq(stores.subsiteId, subsiteId)).orderBy(asc(stores.id));
}

export async function listCountryRows(db: Executor) {
  const countryRows = await db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.id));
  const ids = countryRows.map((country) => country.id);
  const stateRows = ids.length ? await db.select().from(states).where(inArray(states.countryId, ids)).orderBy(asc(states.id)) : [];
  return { countryRows, stateRows };
}

export async function findLanguageCode(db: Executor, languageId: number): Promise<string | null> {
  const [row] = await db.select({ code: languages.code }).from(languages).where(eq(languages.id, languageId)).limit(1);
  return row?.code ?? null;
}
