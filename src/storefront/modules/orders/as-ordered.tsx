import type { ReactNode } from 'react';
import { type CurrencyOf, useSite } from '@/storefront/modules/common/site-context';

/** How an order is written: its currency, and the language it was placed in (its pieces' names). */
export type OrderWriting = CurrencyOf & { languageCode?: string };

/**
 * Words kept as the order was placed (its pieces' names and options), marked with the language they
 * are written in when the page's is another: a screen reader then reads an English name on an
 * Arabic page in English, and the name keeps its own direction (docs/shopper-grade.md, "Every order
 * in its own currency").
 */
export function AsOrdered({ order, children }: { order: Pick<OrderWriting, 'languageCode'>; children: ReactNode }) {
  const { site } = useSite();
  if (!order.languageCode || order.languageCode === site.languageCode) return <>{children}</>;
  return <bdi lang={order.languageCode}>{children}</bdi>;
}
