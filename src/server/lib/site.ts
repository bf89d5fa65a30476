import { and, eq } from 'drizzle-orm';
import type { IncomingHttpHeaders } from 'node:http';
import { SiteHeaders } from '@/shared/contracts/headers';
import type { Database, Executor } from '../db/client';
import { languages, subsiteLanguages, subsites, websites } from '../db/schema';
import { AppError } from './app-error';
import { forgetLifetimes } from './site-directory';

/** The subsite and language a commerce request is for, from its websiteID/subsiteID/languageID headers. */
export interface SiteContext {
  websiteId: number;
  subsiteId: number;
  subsiteCode: string;
  languageId: number;
  languageCode: string;
  currencyCode: string;
  currencySymbol: string;
  /** The subsite's decimal places (0 when not configured): money's minor unit is 10^-decimalPlaces. */
  decimalPlaces: number;
  taxLabel: string;
  taxRateBp: number;
}

const known = new Map<string, SiteContext>();

/**
 * Reads the site headers (400 naming the header when one is missing or not a number) and
 * finds the subsite and language (404 when the website has no such subsite or language).
 * Subsites change rarely, so answers are memoised per process.
 */
export async function resolveSite(db: Database, headers: IncomingHttpHeaders): Promise<SiteContext> {
  const parsed = SiteHeaders.safeParse(headers);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'websiteid');
    const name = { websiteid: 'websiteID', subsiteid: 'subsiteID', languageid: 'languageID' }[field] ?? field;
    throw new AppError('BAD_REQUEST', `Header ${name} is required and must be a positive integer`);
  }
  const { websiteid, subsiteid, languageid } = parsed.data;
  const cacheKey = `${websiteid}:${subsiteid}:${languageid}`;
  const cached = known.get(cacheKey);
  if (cached) return cached;

  const [row] = await db
    .select({ subsite: subsites, language: languages })
    .from(subsites)
    .innerJoin(subsiteLanguages, eq(subsiteLanguages.subsiteId, subsites.id))
    .innerJoin(languages, eq(languages.id, subsiteLanguages.languageId))
    .where(and(eq(subsites.id, subsiteid), eq(subsites.websiteId, websiteid), eq(languages.id, languageid)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Site not found: no such website, subsite and language');

  const site: SiteContext = {
    websiteId: websiteid,
    subsiteId: row.subsite.id,
    subsiteCode: row.subsite.code,
    languageId: row.language.id,
    languageCode: row.language.code,
    currencyCode: row.subsite.currencyCode,
    currencySymbol: row.subsite.currencySymbol,
    decimalPlaces: row.subsite.decimalPlaces ?? 0,
    taxLabel: row.subsite.taxLabel,
    taxRateBp: row.subsite.taxRateBp,
  };
  known.set(cacheKey, site);
  return site;
}

/** Tests that reseed a database call this so ids are looked up again. */
export function forgetSites(): void {
  known.clear();
  websiteCodes.clear();
  subsiteStyles.clear();
  forgetLifetimes();
}

// Sites change only with the seed: these are read once per subsite per process, like `known`.
const websiteCodes = new Map<number, string>();
const subsiteStyles = new Map<number, { code: string; currencySymbol: string } | null>();

/** The website code of a subsite (an order number's first part: `SLV`); `ORD` when it has none. */
export async function findWebsiteCode(db: Executor, subsiteId: number): Promise<string> {
  const known = websiteCodes.get(subsiteId);
  if (known) return known;
  const [row] = await db
    .select({ code: websites.code })
    .from(subsites)
    .innerJoin(websites, eq(websites.id, subsites.websiteId))
    .where(eq(subsites.id, subsiteId))
    .limit(1);
  const code = row?.code ?? 'ORD';
  websiteCodes.set(subsiteId, code);
  return code;
}

/** What a subsite's messages need beyond an order's own fields: its code and currency symbol. */
export async function findSubsiteStyle(db: Executor, subsiteId: number): Promise<{ code: string; currencySymbol: string } | null> {
  if (subsiteStyles.has(subsiteId)) return subsiteStyles.get(subsiteId)!;
  const [row] = await db.select({ code: subsites.code, currencySymbol: subsites.currencySymbol }).from(subsites).where(eq(subsites.id, subsiteId)).limit(1);
  subsiteStyles.set(subsiteId, row ?? null);
  return row ?? null;
}
