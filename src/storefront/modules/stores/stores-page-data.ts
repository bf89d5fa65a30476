import { Stores } from '@/shared/contracts/content';
import type { RenderMode } from '@/storefront/lib/page-data';
import { getContent } from '@/storefront/lib/server-api';
import { loadStorePage } from '@/storefront/lib/store-page-data';

/** `/stores`: the subsite's stores from the 'stores' content key (the services' `GET /api/stores/`). */
export function loadStoresPage({ mode, locale }: { mode: RenderMode; locale: string | undefined }) {
  return loadStorePage({
    mode,
    page: 'stores',
    locale,
    namespaces: ['stores'],
    items: (site) => ({ stores: () => getContent({ kind: 'stores', schema: Stores, site }) }),
    required: ['stores'],
  });
}
