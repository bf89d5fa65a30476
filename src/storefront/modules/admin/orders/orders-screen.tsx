import { useRouter } from 'next/router';
import { useState } from 'react';
import { ORDER_STATUSES, PAYMENT_KEYS } from '@/shared/constants';
import { Link } from '@/storefront/modules/common/link';
import styles from '@/storefront/modules/admin/common/back-office.module.css';
import { money, when } from '@/storefront/modules/admin/common/money';
import { ErrorNote } from '@/storefront/modules/admin/common/notice';
import { Pager } from '@/storefront/modules/admin/common/pager';
import { useSubsites } from '@/storefront/modules/admin/common/use-subsites';
import { type OrderFilters, useAdminOrdersQuery } from './orders-api';

const PAGE = 20;

/** `/admin/orders`: search (number, shopper, phone), filters (status, payment, subsite, day), pages. */
export function OrdersScreen() {
  const router = useRouter();
  const subsites = useSubsites();
  const initialStatus = typeof router.query.status === 'string' ? router.query.status : 'all';
  const [draft, setDraft] = useState<Omit<OrderFilters, 'limitFrom' | 'limitTo'>>({ status: initialStatus });
  const [filters, setFilters] = useState<OrderFilters>({ status: initialStatus, limitFrom: 0, limitTo: PAGE });
  const { data, error, isFetching } = useAdminOrdersQuery(filters);
  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  return (
    <>
      <form
        className={styles.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ ...draft, limitFrom: 0, limitTo: PAGE });
        }}
      >
        <label className={styles.field}>
          Search
          <input name="searchKey" value={draft.searchKey ?? ''} onChange={set('searchKey')} placeholder="Number, e-mail, phone, name" />
        </label>
        <label className={styles.field}>
          Status
          <select name="status" value={draft.status} onChange={set('status')}>
            {['all', 'processing', ...ORDER_STATUSES].map((status) => (
              <option key={status}>{status}</option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Payment
          <select name="paymentMethod" value={draft.paymentMethod ?? ''} onChange={set('paymentMethod')}>
            <option value="">any</option>
            {PAYMENT_KEYS.map((key) => (
              <option key={key}>{key}</option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Subsite
          <select name="subsiteID" value={draft.subsiteID ?? ''} onChange={set('subsiteID')}>
            <option value="">any</option>
            {subsites.map((subsite) => (
              <option key={subsite.id} value={subsite.id}>
                {subsite.code.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          From
          <input type="date" name="placedFrom" value={draft.placedFrom ?? ''} onChange={set('placedFrom')} />
        </label>
        <label className={styles.field}>
          To
          <input type="date" name="placedTo" value={draft.placedTo ?? ''} onChange={set('placedTo')} />
        </label>
        <button type="submit" className={styles.button}>
          Find orders
        </button>
      </form>
      <ErrorNote error={error} />
      {data && (
        <>
          <p className={styles.muted} aria-live="polite">
            {isFetching ? 'Loading…' : `${data.total} orders`}
          </p>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>Order</th>
                  <th>Status</th>
                  <th>Shopper</th>
                  <th>Payment</th>
                  <th>Total</th>
                  <th>Placed</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((order) => (
                  <tr key={order.orderID}>
                    <td>
                      <Link href={`/admin/orders/${order.orderID}`}>{order.orderNumber}</Link>
                    </td>
                    <td data-testid="order-status">{order.status}</td>
                    <td>
                      {order.email}
                      <br />
                      <span className={styles.muted}>{order.phone}</span>
                    </td>
                    <td>
                      {order.paymentMethod} · {order.paymentStatus}
                    </td>
                    <td>{money(order.total, order.currencyCode, order.decimalPlaces)}</td>
                    <td className={styles.muted}>{when(order.placedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager from={filters.limitFrom} size={PAGE} total={data.total} onChange={(from) => setFilters({ ...filters, limitFrom: from, limitTo: from + PAGE })} />
        </>
      )}
    </>
  );
}
