/**
 * The listing logic the order and return pages share: tabs by status, the page window of docs/requirements/calls.md#orders
 * (`limitFrom` first index from 0, `limitTo` exclusive) and the search text.
 */
export const PAGE_SIZE = 10;

export interface ListingTab {
  /** The translation key under `tabs.`. */
  key: string;
  /** The `{status}` path segment sent to the services. */
  status: string;
}

/**
 * Order tabs. "In progress" covers placed, confirmed and packed (`processing` on the services);
 * "Returned" covers returned and refunded orders.
 */
export const ORDER_TABS: readonly ListingTab[] = [
  { key: 'all', status: 'all' },
  { key: 'processing', status: 'processing' },
  { key: 'shipped', status: 'shipped' },
  { key: 'delivered', status: 'delivered' },
  { key: 'cancelled', status: 'cancelled' },
  { key: 'returned', status: 'returned' },
];

export const RETURN_TABS: readonly ListingTab[] = [
  { key: 'all', status: 'all' },
  { key: 'requested', status: 'requested' },
  { key: 'need_more_info', status: 'need_more_info' },
  { key: 'approved', status: 'approved' },
  { key: 'received', status: 'received' },
  { key: 'refunded', status: 'refunded' },
  { key: 'rejected', status: 'rejected' },
];

/** `limitFrom`/`limitTo` of page `page` (from 1). */
export function pageWindow(page: number, size = PAGE_SIZE): { limitFrom: number; limitTo: number } {
  const safe = Number.isInteger(page) && page > 0 ? page : 1;
  return { limitFrom: (safe - 1) * size, limitTo: safe * size };
}

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** What is sent as `searchKey`: trimmed, at most 100 characters (the services' limit), nothing when empty. */
export function searchKeyOf(text: string): string | undefined {
  const key = text.trim().slice(0, 100);
  return key === '' ? undefined : key;
}

export function tabOf<T extends ListingTab>(tabs: readonly T[], key: string | string[] | undefined): T {
  return tabs.find((tab) => tab.key === key) ?? tabs[0]!;
}
