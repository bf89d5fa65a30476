import type { Executor } from '../../../db/client';
import type { SiteContext } from '../../../lib/site';
import { findCategories, findProducts, type SearchResult } from '../search';
import { readModelOf } from './read-model';

/**
 * Search rankings remembered with the catalogue's copy (read-model.ts): they depend on the texts
 * and on which products are sold, never on rates or stock counts, so a copy keeps them until it is
 * rebuilt. Without a read model (or for a blank query) they are computed every time.
 */
export async function searchProducts(db: Executor, site: SiteContext, q: string | undefined): Promise<SearchResult> {
  const binding = readModelOf(db);
  const run = () => findProducts({ db, subsiteId: site.subsiteId, languageCode: site.languageCode, q });
  if (!binding?.root || !q?.trim()) return run();
  return binding.model.memo(site, `search:${q}`, run);
}

export async function searchCategories(db: Executor, site: SiteContext, q: string) {
  const binding = readModelOf(db);
  const run = () => findCategories({ db, languageCode: site.languageCode, q });
  if (!binding?.root) return run();
  return binding.model.memo(site, `categories:${q}`, run);
}
