import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { languages, subsiteLanguages, subsites, websites } from '../../../db/schema';

/**
 * Reads of the sites (websites, subsites and their languages) for other modules: the content
 * module serves the sites (cached-content's websites key), so it is the one home of these reads.
 */

export interface SubsiteFacts {
  id: number;
  code: string;
  websiteCode: string;
  currencyCode: string;
  decimalPlaces: number;
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
