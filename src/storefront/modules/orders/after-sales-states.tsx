import { useTranslation } from '@/storefront/lib/i18n';
import type { ReactNode } from 'react';
import { FormAlert } from '@/storefront/modules/common/form-field';
import { Link } from '@/storefront/modules/common/link';
import { useMoneyOf } from '@/storefront/modules/common/site-context';
import { AsOrdered, type OrderWriting } from './as-ordered';
import { Loading, RetryNotice } from './listing-controls';
import { afterSalesError, isNotFound } from './orders-messages';
import styles from './orders.module.css';
import requestStyles from './after-sales-forms.module.css';

/** The namespaces of the after-sales pages; each has the same `detail.*`, `errors.*`, `loading` and `retry` keys. */
type AfterSalesNs = 'orders' | 'returns';

interface Read<T> {
  isError: boolean;
  error?: unknown;
  data?: T;
}

export interface DetailLoaderProps<T> {
  ns: AfterSalesNs;
  /** The id from the URL; null when it is not one. */
  id: number | null;
  query: Read<T> & { refetch: () => unknown };
  /** Where "not found" leads back to. */
  backHref: string;
  children: (data: T) => ReactNode;
}

/**
 * One order or return by id: "not found" for a bad id or a 404, a failure with a retry (shown in
 * place, not toasted as well), loading, then the record.
 */
export function DetailLoader<T>({ ns, id, query, backHref, children }: DetailLoaderProps<T>) {
  const { t } = useTranslation(ns);
  const notFound = id === null || (query.isError && isNotFound(query.error));
  const failed = query.isError && !notFound;

  if (notFound) {
    return (
      <div className={styles.empty}>
        <h2>{t('detail.notFoundTitle')}</h2>
        <p>{t('detail.notFoundText')}</p>
        <Link href={backHref} className="button">{t('detail.back')}</Link>
      </div>
    );
  }
  if (failed) {
    return <RetryNotice text={afterSalesError(query.error, t('errors.detail'), t('errors.somethingWrong'))} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Loading text={t('loading')} />;
  return <>{children(query.data)}</>;
}

type Reason = { reasonID: string; label: string };

export interface FormLoaderProps<Items extends { items: unknown[] }> {
  ns: AfterSalesNs;
  items: Read<Items>;
  reasons: Read<Reason[]>;
  text: { error: string; nothing: string; close: string };
  onClose: () => void;
  children: (items: Items, reasons: Reason[]) => ReactNode;
}

/** A cancel or return form's data: the units it may take and the reasons; a note with a close button when there is nothing to take. */
export function FormLoader<Items extends { items: unknown[] }>({ ns, items, reasons, text, onClose, children }: FormLoaderProps<Items>) {
  const { t } = useTranslation(ns);
  if (items.isError || reasons.isError) {
    return <FormAlert>{afterSalesError(items.error ?? reasons.error, text.error, t('errors.somethingWrong'))}</FormAlert>;
  }
  if (!items.data || !reasons.data) return <Loading text={t('loading')} />;
  if (items.data.items.length === 0) {
    return (
      <div className={styles.notice} role="status">
        <p>{text.nothing}</p>
        <button type="button" className="button button-secondary" onClick={onClose}>{text.close}</button>
      </div>
    );
  }
  return <>{children(items.data, reasons.data)}</>;
}

export interface PickNameProps {
  htmlFor: string;
  item: { name: string; optionLabel?: string | null; unitPrice: number };
  /** The order's currency and language. */
  order: OrderWriting;
}

/** The label of a line to pick units of: its name, then its option and unit price (the price never split over two lines). */
export function PickName({ htmlFor, item, order }: PickNameProps) {
  const money = useMoneyOf(order);
  return (
    <label htmlFor={htmlFor} className={requestStyles.pickName}>
      <AsOrdered order={order}>{item.name}</AsOrdered>
      <span className={styles.muted}>
        {item.optionLabel ? <><AsOrdered order={order}>{item.optionLabel}</AsOrdered>{'\u00a0· '}</> : null}
        <bdi className={styles.nowrap}>{money(item.unitPrice)}</bdi>
      </span>
    </label>
  );
}
