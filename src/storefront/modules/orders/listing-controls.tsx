import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, useId, useState } from 'react';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { LoadingState } from '@/storefront/modules/common/page-state';
import { useNumber } from '@/storefront/modules/common/site-context';
import type { ListingTab } from './listing';
import styles from './orders.module.css';

export interface StatusTabsProps {
  tabs: readonly ListingTab[];
  active: string;
  /** The namespace whose `tabs.<key>` names each tab. */
  ns: 'orders' | 'returns';
  label: string;
  onChange: (key: string) => void;
}

/** Status tabs as a row of toggle buttons (each re-reads the list; no panels to switch). */
export function StatusTabs({ tabs, active, ns, label, onChange }: StatusTabsProps) {
  const { t } = useTranslation(ns);
  return (
    <div className={styles.tabs} role="group" aria-label={label}>
      {tabs.map((tab) => (
        <button key={tab.key} type="button" className={styles.tab} aria-pressed={tab.key === active} onClick={() => onChange(tab.key)}>
          {t(`tabs.${tab.key}`)}
        </button>
      ))}
    </div>
  );
}

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  initial: string;
  onSearch: (text: string) => void;
}

export function SearchBox({ label, placeholder, initial, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('orders');
  const id = useId();
  const [text, setText] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text);
  }
  return (
    <form role="search" aria-label={label} className={styles.search} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">{label}</label>
      <input id={id} type="search" className={styles.searchInput} value={text} placeholder={placeholder} maxLength={100}
        onChange={(event) => setText(event.target.value)} />
      <button type="submit" className="button button-secondary">
        <Icon name="search" size={18} />
        <span>{t('list.search')}</span>
      </button>
    </form>
  );
}

export interface PagerProps {
  page: number;
  pages: number;
  label: string;
  onChange: (page: number) => void;
}

export function Pager({ page, pages, label, onChange }: PagerProps) {
  const { t } = useTranslation('orders');
  const number = useNumber();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <Icon name="chevron-left" size={18} />
        {t('list.previous')}
      </button>
      <span aria-live="polite">{t('list.pageOf', { page: number(page), total: number(pages) })}</span>
      <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('list.next')}
        <Icon name="chevron-right" size={18} />
      </button>
    </nav>
  );
}

/** A list's loading state: a spinner with its words, announced politely. */
export function Loading({ text }: { text: string }) {
  return <LoadingState label={text} className={styles.loading} />;
}

/** A read that failed: what failed and a button to read again. */
export function RetryNotice({ text, retryLabel, onRetry }: { text: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div className={styles.notice} role="alert">
      <p>{text}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>{retryLabel}</button>
    </div>
  );
}
