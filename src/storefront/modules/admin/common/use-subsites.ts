import { useAdminTodayQuery } from '@/storefront/modules/admin/today/today-api';

export interface SubsiteChoice {
  id: number;
  code: string;
  currencyCode: string;
}

/** The subsites the store prices in (from Today's rates), for the filters and forms. */
export function useSubsites(): SubsiteChoice[] {
  const { data } = useAdminTodayQuery();
  const seen = new Map<number, SubsiteChoice>();
  for (const rate of data?.rates ?? []) if (!seen.has(rate.subsiteID)) seen.set(rate.subsiteID, { id: rate.subsiteID, code: rate.subsiteCode, currencyCode: rate.currencyCode });
  return [...seen.values()];
}
