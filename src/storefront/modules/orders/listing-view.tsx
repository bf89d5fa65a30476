import { useTranslation } from '@/storefront/lib/i18n';
import { type ReactNode, useState } from 'react';
import { Loading, Pager, RetryNotice, SearchBox, StatusTabs } from './listing-controls';
import { type ListingTab, pageCount, pageWindow, searchKeyOf, tabOf } from './listing';
import styles from './orders.module.css';

export type ListingArgs = { status: string; limitFrom: number; limitTo: number; searchKey?: string };

/** The tab, page and search text of an order or return listing, and the list query's arguments. */
export function useListing(tabs: readonly ListingTab[]) {
  const [tabKey, setTabKey] = useState('all');
  const [page, setPage] = useState(1);
  const [searchKey, setSearchKey] = useState<string | undefined>(undefined);
  const tab = tabOf(tabs, tabKey);
  const args: ListingArgs = { status: tab.status, ...pageWindow(page), ...(searchKey ? { searchKey } : {}) };
  return {
    tabs,
    tab,
    page,
    searchKey,
    args,
    setPage,
    selectTab: (key: string) => { setTabKey(key); setPage(1); },
    search: (text: string) => { setSearchKey(searchKeyOf(text)); setPage(1); },
  };
}

export type Listing = ReturnType<typeof useListing>;

export interface ListingViewProps<Item> {
  /** The namespace with the `list.*`, `errors.list` and `retry` texts. */
  ns: 'orders' | 'returns';
  listing: Listing;
  query: { isError: boolean; isFetching: boolean; currentData?: { items: Item[]; total: number }; refetch: () => unknown };
  /** What an empty page of the list shows (no match, or nothing yet). */
  empty: ReactNode;
  renderItem: (item: Item) => ReactNode;
}

/** Tabs and search above a list that loads, fails with a retry, is empty, or shows its count, cards and pages. */
export function ListingView<Item>({ ns, listing, query, empty, renderItem }: ListingViewProps<Item>) {
  const { t } = useTranslation(ns);
  const data = query.currentData;
  return (
    <>
      <div className={styles.toolbar}>
        <StatusTabs tabs={listing.tabs} active={listing.tab.key} ns={ns} label={t('list.tabsLabel')} onChange={listing.selectTab} />
        <SearchBox label={t('list.searchLabel')} placeholder={t('list.searchPlaceholder')} initial="" onSearch={listing.search} />
      </div>
      {query.isError ? (
        <RetryNotice text={t('errors.list')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Loading text={t('list.loading')} />
      ) : data.items.length === 0 ? (
        empty
      ) : (
        <>
          <p className={styles.muted} aria-live="polite">{t('list.count', { count: data.total })}</p>
          <ul className={styles.cards} aria-busy={query.isFetching}>
            {data.items.map(renderItem)}
          </ul>
          <Pager page={listing.page} pages={pageCount(data.total)} label={t('list.pages')} onChange={listing.setPage} />
        </>
      )}
    </>
  );
}
