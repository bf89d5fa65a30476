import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { subsiteLanguages, subsites } from '../../../db/schema';

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
