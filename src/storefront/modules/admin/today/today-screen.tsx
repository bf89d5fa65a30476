import { Link } from '@/storefront/modules/common/link';
import styles from '@/storefront/modules/admin/common/back-office.module.css';
import { money, when } from '@/storefront/modules/admin/common/money';
import { ErrorNote } from '@/storefront/modules/admin/common/notice';
import { useAdminTodayQuery } from './today-api';

/** `/admin/today`: what waits, low stock, today's rates and takings. */
export function TodayScreen() {
  const { data, error, isLoading } = useAdminTodayQuery();
  if (isLoading) return <p>Loading…</p>;
  if (!data) return <ErrorNote error={error} />;
  const waiting = [
    ['Orders to confirm', data.orders.toConfirm, '/admin/orders?status=placed'],
    ['Orders to pack', data.orders.toPack, '/admin/orders?status=confirmed'],
    ['Orders to ship', data.orders.toShip, '/admin/orders?status=packed'],
    ['Returns to decide', data.returns.requested, '/admin/returns?status=requested'],
    ['Returns on the way', data.returns.approved, '/admin/returns?status=approved'],
    ['Returns to refund', data.returns.received, '/admin/returns?status=received'],
  ] as const;
  return (
    <>
      <div className={styles.cards}>
        {waiting.map(([label, count, href]) => (
          <Link key={label} href={href} className={styles.card} data-testid={`today-${label.toLowerCase().replace(/ /g, '-')}`}>
            <span className={styles.figure}>{count}</span>
            {label}
          </Link>
        ))}
      </div>
      <h2>Takings today</h2>
      <p className={styles.muted}>Orders placed since {when(data.since)}, paid or due on delivery.</p>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Subsite</th>
              <th>Payment</th>
              <th>Orders</th>
              <th>Total</th>
              <th>Of it store credit</th>
            </tr>
          </thead>
          <tbody>
            {data.takings.length === 0 ? (
              <tr>
                <td colSpan={5}>No orders yet today.</td>
              </tr>
            ) : (
              data.takings.map((row) => (
                <tr key={`${row.subsiteCode}-${row.paymentMethod}`}>
                  <td>{row.subsiteCode.toUpperCase()}</td>
                  <td>{row.paymentMethod}</td>
                  <td>{row.orders}</td>
                  <td>{money(row.total, row.currencyCode)}</td>
                  <td>{money(row.storeCredit, row.currencyCode)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <h2>Today’s rates</h2>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <tbody>
            {data.rates.map((rate) => (
              <tr key={`${rate.subsiteCode}-${rate.metal}-${rate.purity}`}>
                <td>{rate.subsiteCode.toUpperCase()}</td>
                <td>
                  {rate.metal} {rate.purity}
                </td>
                <td>{money(rate.ratePerGram, rate.currencyCode)}/g</td>
                <td className={styles.muted}>{when(rate.effectiveAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Low stock (≤ {data.lowStockThreshold})</h2>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <tbody>
            {data.lowStock.map((row) => (
              <tr key={`${row.productOptionID}-${row.subsiteCode}`}>
                <td>{row.subsiteCode.toUpperCase()}</td>
                <td>{row.name}</td>
                <td>
                  {row.sku} · {row.optionCode}
                </td>
                <td>{row.quantity} left</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
