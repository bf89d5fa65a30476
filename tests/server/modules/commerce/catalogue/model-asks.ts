import type { Database } from '@/server/db/client';
import { resolveSite, type SiteContext } from '@/server/lib/site';
import type { CatalogueReadModel } from '@/server/modules/commerce/catalogue/read-model';
import { siteHeaders } from '@/tests/server/helpers/test-app';

/** Whether asking the read model for `key` computed it (false: the copy had it). */
export async function computedOnAsk(model: CatalogueReadModel, site: SiteContext, key: string): Promise<boolean> {
  let ran = false;
  await model.memo(site, key, () => {
    ran = true;
    return 'asked';
  });
  return ran;
}

/** The site a request in `locale` resolves to (its subsite, language and tax). */
export const siteOf = (db: Database, locale: string): Promise<SiteContext> =>
  resolveSite(db, Object.fromEntries(Object.entries(siteHeaders(locale)).map(([name, value]) => [name.toLowerCase(), value])));
