import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { languages, subsiteLanguages, subsites, websites } from '../../../db/schema';

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
