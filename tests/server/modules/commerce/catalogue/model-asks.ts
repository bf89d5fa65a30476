import type { SiteContext } from '@/server/lib/site';
import type { CatalogueReadModel } from '@/server/modules/commerce/catalogue/read-model';

/** Whether asking the read model for `key` computed it (false: the copy had it). */
export async function computedOnAsk(model: CatalogueReadModel, site: SiteContext, key: string): Promise<boolean> {
  let ran = false;
  await model.memo(site, key, () => {
    ran = true;
    return 'asked';
  });
  return ran;
}
