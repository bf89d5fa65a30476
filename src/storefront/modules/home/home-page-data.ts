import { ProductDetail, ProductSummary } from '@/shared/contracts/catalogue';
import { Banners, ProductCartSettings, Widget } from '@/shared/contracts/content';
import type { SiteSettings } from '@/shared/site-settings';
import type { RenderMode } from '@/storefront/lib/page-data';
import { getCommerce, getContent } from '@/storefront/lib/server-api';
import { loadStorePage } from '@/storefront/lib/store-page-data';
import type { HomeWidget } from './home-types';

/** The merchandiser's widget with its products read server-side (`GET /api/products/{id}/`). */
async function loadWidget(site: SiteSettings): Promise<HomeWidget> {
  const widget = await getContent({ kind: 'widget', schema: Widget, site });
  const details = await Promise.allSettled(
    widget.productIDs.map((id) => getCommerce({ path: `api/products/${id}/`, schema: ProductDetail, site })),
  );
  // A product that cannot be read (withdrawn since the widget was set) is left out, not fatal.
  const products = details.flatMap((outcome) => (outcome.status === 'fulfilled' ? [ProductSummary.parse(outcome.value)] : []));
  return { ...widget, products };
}

export function loadHomePage({ mode, locale }: { mode: RenderMode; locale: string | undefined }) {
  return loadStorePage({
    mode,
    page: 'home',
    locale,
    namespaces: ['home'],
    items: (site) => ({
      homeBanners: () => getContent({ kind: 'homeBanners', schema: Banners, site }),
      widget: () => loadWidget(site),
      // The promise strip's figures (return window, free-shipping threshold): docs/content-pages.md.
      productCartSettings: () => getContent({ kind: 'productCartSettings', schema: ProductCartSettings, site }),
    }),
    required: ['homeBanners', 'widget', 'productCartSettings'],
  });
}
