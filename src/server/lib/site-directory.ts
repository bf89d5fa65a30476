import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { languages, subsiteLanguages, subsites, websites } from '../db/schema';

/**
 * The one home of reads of the sites (websites, subsites and their languages) for the modules: the
 * content service's websites key, rate changes, prices by product, a cart's lifetime. The request's
 * own site is resolved (and cached) by site.ts. Only the seed writes these tables.
 */

export interface SubsiteFacts {
  id: number;
  code: string;
  websiteCode: string;
  currencyCode: string;
  decimalPlaces: number;
  /** Tax included in prices, in basis points (GST 300, VAT 500), and its name. */
  taxRateBp: number;
  taxLabel: string;
  /** Language codes in the switcher's order: the subsite's locales are `code-language`. */
  languageCodes: string[];
}

/** What a rate change needs to know of its subsites: codes, currency, decimal places and languages. */
export async function listSubsiteFacts(db: Executor, subsiteIds?: number[]): Promise<SubsiteFacts[]> {
  const rows = await db
    .select({ subsite: subsites, websiteCode: websites.code })
    .from(subsites)
    .innerJoin(websites, eq(websites.id, subsites.websiteId))
    .where(subsiteIds ? inArray(subsites.id, subsiteIds.length ? subsiteIds : [0]) : undefined);
  const languageRows = await db
    .select({ subsiteId: subsiteLanguages.subsiteId, code: languages.code })
    .from(subsiteLanguages)
    .innerJoin(languages, eq(languages.id, subsiteLanguages.languageId))
    .orderBy(asc(subsiteLanguages.sortOrder), asc(languages.id));
  return rows.map(({ subsite, websiteCode }) => ({
    id: subsite.id,
    code: subsite.code,
    websiteCode,
    currencyCode: subsite.currencyCode,
    decimalPlaces: subsite.decimalPlaces ?? 0,
    taxRateBp: subsite.taxRateBp,
    taxLabel: subsite.taxLabel,
    languageCodes: languageRows.filter((row) => row.subsiteId === subsite.id).map((row) => row.code),
  }));
}

/** The website a subsite belongs to and its first language, or null for an unknown subsite. */
export async function findSubsiteDefaults(db: Database, subsiteId: number) {
  const [subsite] = await db.select({ websiteId: subsites.websiteId }).from(subsites).where(eq(subsites.id, subsiteId)).limit(1);
  if (!subsite) return null;
  const [language] = await db
    .select({ languageId: subsiteLanguages.languageId })
    .from(subsiteLanguages)
    .where(eq(subsiteLanguages.subsiteId, subsiteId))
    .orderBy(asc(subsiteLanguages.sortOrder), asc(subsiteLanguages.languageId))
    .limit(1);
  return { websiteId: subsite.websiteId, languageId: language?.languageId ?? null };
}

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

/** Days a cart is kept in the subsite's website (docs/requirements/entities.md#website-store-configuration's persist_lifetime). */
const lifetimes = new Map<number, number | null>();

/** Tests that reseed a database call this (through forgetSites) so the lifetimes are read again. */
export function forgetLifetimes(): void {
  lifetimes.clear();
}

/** Days a cart lives (the website's setting): read once per subsite per process, as the sites are (site.ts). */
export async function findPersistLifetimeDays(db: Executor, subsiteId: number): Promise<number | null> {
  if (lifetimes.has(subsiteId)) return lifetimes.get(subsiteId)!;
  const days = await readPersistLifetimeDays(db, subsiteId);
  lifetimes.set(subsiteId, days);
  return days;
}

async function readPersistLifetimeDays(db: Executor, subsiteId: number): Promise<number | null> {
  const [row] = await db
    .select({ days: websites.persistLifetimeDays })
    .from(subsites)
    .innerJoin(websites, eq(websites.id, subsites.websiteId))
    .where(eq(subsites.id, subsiteId))
    .limit(1);
  return row?.days ?? null;
}
