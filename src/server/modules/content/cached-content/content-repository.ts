import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { contentEntries, countries, languages, states, stores, subsiteLanguages, subsites, websites } from '../../../db/schema';

/** Reads behind `GET /api/redis/{key}`: sites, metal rates, countries, stores and content entries. */

export async function listWebsiteRows(db: Database) {
  const [websiteRows, subsiteRows, languageRows] = await Promise.all([
    db.select().from(websites).orderBy(asc(websites.sortOrder), asc(websites.id)),
    db.select().from(subsites).orderBy(asc(subsites.sortOrder), asc(subsites.id)),
    db
      .select({ subsiteId: subsiteLanguages.subsiteId, id: languages.id, code: languages.code })
      .from(subsiteLanguages)
      .innerJoin(languages, eq(languages.id, subsiteLanguages.languageId))
      .orderBy(asc(subsiteLanguages.sortOrder), asc(languages.id)),
  ]);
  return { websiteRows, subsiteRows, languageRows };
}
export type WebsiteRows = Awaited<ReturnType<typeof listWebsiteRows>>;

export interface FindSiteOptions {
  db: Database;
  websiteCode: string;
  storeCode: string;
  /** Absent for language-free kinds. */
  language?: string;
}

/** The subsite (and language) a content key names; null when the website does not have them. */
export async function findSite({ db, websiteCode, storeCode, language }: FindSiteOptions) {
  const [subsite] = await db
    .select({ subsite: subsites })
    .from(subsites)
    .innerJoin(websites, eq(websites.id, subsites.websiteId))
    .where(and(eq(sql`upper(${websites.code})`, websiteCode.toUpperCase()), eq(sql`lower(${subsites.code})`, storeCode.toLowerCase())))
    .limit(1);
  if (!subsite) return null;
  if (language === undefined) return { subsite: subsite.subsite, languageCode: '' };
  const [lang] = await db
    .select({ code: languages.code })
    .from(subsiteLanguages)
    .innerJoin(languages, eq(languages.id, subsiteLanguages.languageId))
    .where(and(eq(subsiteLanguages.subsiteId, subsite.subsite.id), eq(sql`lower(${languages.code})`, language.toLowerCase())))
    .limit(1);
  return lang ? { subsite: subsite.subsite, languageCode: lang.code } : null;
}
export type FoundSite = NonNullable<Awaited<ReturnType<typeof findSite>>>;

export async function listCountriesWithStates(db: Database) {
  const countryRows = await db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.id));
  const ids = countryRows.map((country) => country.id);
  const stateRows = ids.length ? await db.select().from(states).where(inArray(states.countryId, ids)).orderBy(asc(states.id)) : [];
  return { countryRows, stateRows };
}

export interface ListStoresOptions {
  db: Database;
  subsiteId: number;
}

export async function listStoresOfSubsite({ db, subsiteId }: ListStoresOptions) {
  return db.select().from(stores).where(eq(stores.subsiteId, subsiteId)).orderBy(asc(stores.id));
}

export interface FindContentEntryOptions {
  db: Database;
  kind: string;
  subsiteId: number;
  /** '' for language-free kinds. */
  languageCode: string;
}

export async function findContentEntry({ db, kind, subsiteId, languageCode }: FindContentEntryOptions) {
  const [row] = await db
    .select({ payload: contentEntries.payload })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.subsiteId, subsiteId), eq(contentEntries.languageCode, languageCode)))
    .limit(1);
  return row ? row.payload : undefined;
}
