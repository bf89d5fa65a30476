import { sql } from 'drizzle-orm';
import { DEFAULT_WEBSITE_CODE } from '@/shared/site-settings';
import type { Executor } from '../client';
import { languages, subsiteLanguages, subsites, websites } from '../schema';
import type { SeedLanguage, SeedWebsite } from './seed-data';

export interface SeedSitesOptions {
  tx: Executor;
  languages: SeedLanguage[];
  websites: SeedWebsite[];
}

/** Given ids win; otherwise the default website is 1 and the others follow in list order. */
function websiteIds(list: SeedWebsite[]): number[] {
  const taken = new Set(list.flatMap((website) => (website.id === undefined ? [] : [website.id])));
  const defaultFirst = [...list].sort((a, b) => Number(isDefault(b)) - Number(isDefault(a)));
  const assigned = new Map<SeedWebsite, number>();
  let next = 1;
  for (const website of defaultFirst) {
    if (website.id !== undefined) continue;
    while (taken.has(next)) next += 1;
    assigned.set(website, next);
    taken.add(next);
  }
  return list.map((website) => website.id ?? assigned.get(website)!);
}
const isDefault = (website: SeedWebsite) => website.code.toUpperCase() === DEFAULT_WEBSITE_CODE;

/**
 * Languages, websites, their subsites and languages, with the ids that travel as the websiteID,
 * subsiteID and languageID headers. Returns subsite ids by code.
 */
export async function seedSites({ tx, languages: languageList, websites: websiteList }: SeedSitesOptions): Promise<Map<string, number>> {
  await tx.insert(languages).values(languageList.map(({ id, code, name, direction }) => ({ id, code, name, direction })));
  const languageIds = new Map(languageList.map((language) => [language.code as string, language.id]));
  const subsiteIds = new Map<string, number>();
  const ids = websiteIds(websiteList);

  for (const [index, website] of websiteList.entries()) {
    const websiteId = ids[index]!;
    await tx.insert(websites).values({
      id: websiteId,
      code: website.code.toUpperCase(),
      name: website.name,
      sortOrder: website.sortOrder,
      clearCartOnLogout: website.clearCartOnLogout,
      persistShoppingCart: website.persistShoppingCart,
      persistLifetimeDays: website.persistLifetimeDays,
    });
    for (const [sortOrder, { languages: codes, ...subsite }] of website.subsites.entries()) {
      await tx.insert(subsites).values({ ...subsite, code: subsite.code.toLowerCase(), websiteId, sortOrder });
      await tx.insert(subsiteLanguages).values(
        codes.map((code, position) => {
          const languageId = languageIds.get(code);
          if (languageId === undefined) throw new Error(`Subsite ${subsite.code} names unknown language "${code}"`);
          return { subsiteId: subsite.id, languageId, sortOrder: position };
        }),
      );
      subsiteIds.set(subsite.code.toLowerCase(), subsite.id);
    }
  }
  // Ids were given, so the serial's sequence never moved: set it past them for later websites.
  await tx.execute(sql`select setval(pg_get_serial_sequence('websites', 'id'), (select max(id) from websites))`);
  return subsiteIds;
}
