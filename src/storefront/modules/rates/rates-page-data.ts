import { RateHistory } from '@/shared/contracts/rates-history';
import type { RenderMode } from '@/storefront/lib/page-data';
import { getCommerce } from '@/storefront/lib/server-api';
import { loadStorePage } from '@/storefront/lib/store-page-data';
import { CHART_DAYS } from './rates-types';


/**
 * `/metal-rates`: today's rates come with every page (the 'metal price' content key the ticker
 * shows); the 30-day history is this page's own item. It is optional: without it the page
 * still tells today's rates, which is what most visitors come for.
 */
export function loadRatesPage({ mode, locale }: { mode: RenderMode; locale: string | undefined }) {
  return loadStorePage({
    mode,
    page: 'metal-rates',
    locale,
    namespaces: ['rates'],
    items: (site) => ({
      history: () => getCommerce({ path: 'api/metal-rates/history/', params: { days: CHART_DAYS }, schema: RateHistory, site }),
    }),
    required: [],
  });
}
