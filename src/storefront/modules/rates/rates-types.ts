import type { RateHistory } from '@/shared/contracts/rates-history';
import type { StorePageProps } from '@/storefront/lib/store-page-types';

export type RatesPageProps = StorePageProps<{ history: RateHistory | null }>;

/** Days of history the charts show. */
export const CHART_DAYS = 30;
