import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { categories, products, urlRewrites } from '../../../db/schema';

export interface FindRewriteOptions {
  db: Database;
  requestPath: string;
}

export interface RewriteRow {
  type: 'product' | 'category';
  id: number;
  slug: string;
}

/**
 * The entity a storefront path shows, with its current slug. The slug is read from the entity
 * (not the path) so an old path kept after a rename still leads to the canonical one.
 */
export async function findRewrite({ db, requestPath }: FindRewriteOptions): Promise<RewriteRow | null> {
  const [rewrite] = await db.select().from(urlRewrites).where(eq(urlRewrites.requestPath, requestPath)).limit(1);
  if (!rewrite) return null;
  const table = rewrite.entityType === 'product' ? products : rewrite.entityType === 'category' ? categories : null;
  if (!table) return null;
  const [entity] = await db.select({ slug: table.slug }).from(table).where(eq(table.id, rewrite.entityId)).limit(1);
  return entity ? { type: rewrite.entityType as RewriteRow['type'], id: rewrite.entityId, slug: entity.slug } : null;
}

/** Every readable path of a category or product (`/rings`, `/rings/solitaire-ring`): the pages a layout change touches. */
export async function listRewritePaths(db: Database): Promise<string[]> {
  const rows = await db.select({ requestPath: urlRewrites.requestPath }).from(urlRewrites);
  return rows.map((row) => row.requestPath);
}
