import type { AdminOrderDetail } from '@/shared/contracts/admin-orders';
import styles from '@/storefront/modules/admin/common/back-office.module.css';
import { money, when } from '@/storefront/modules/admin/common/money';

/** The order's payments (method, amount, status, provider's reference, time) and its refunds (docs/back-office.md#orders). */
export function PaymentsAndRefunds({ order }: { order: AdminOrderDetail }) {
  const m = (amount: number) => money(amount, order.currencyCode, order.decimalPlaces);
  return (
    <section aria-label="Payments and refunds">
      <h2>Payments</h2>
      {order.payments.length === 0 ? (
        <p className={styles.muted}>
          No online payment: {order.paymentMethod === 'cod' ? 'cash on delivery' : order.paymentMethod} ({order.paymentStatus.replace('_', ' ')}){order.revisedTotals.credit > 0 ? `, store credit ${m(order.revisedTotals.credit)}` : ''}.
        </p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table} data-testid="order-payments">
            <thead>
              <tr>
                <th>For</th>
                <th>Method</th>
                <th>Amount</th>
                <th>Status</th>
                <th>Reference</th>
                <th>Time</th>
              </tr>
            </thead>
            <tbody>
              {order.payments.map((payment) => (
                <tr key={payment.paymentID}>
                  <td>{payment.purpose === 'excess' ? 'excess amount' : 'order'}</td>
                  <td>
                    {payment.method} <span className={styles.muted}>via {payment.provider}</span>
                  </td>
                  <td>{m(payment.amount)}</td>
                  <td>
                    {payment.status}
                    {payment.failureReason && <span className={styles.muted}> — {payment.failureReason}</span>}
                  </td>
                  <td>
                    <code>{payment.reference}</code>
                  </td>
                  <td>
                    {when(payment.createdAt)}
                    {payment.settledAt && <span className={styles.muted}> · settled {when(payment.settledAt)}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2>Refunds</h2>
      {order.refunds.length === 0 ? (
        <p className={styles.muted}>No refunds.</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table} data-testid="order-refunds">
            <thead>
              <tr>
                <th>Amount</th>
                <th>To</th>
                <th>For</th>
                <th>Status</th>
                <th>Time</th>
              </tr>
            </thead>
            <tbody>
              {order.refunds.map((refund) => (
                <tr key={refund.refundID}>
                  <td>{m(refund.amount)}</td>
                  <td>{refund.method.replace('_', ' ')}</td>
                  <td>{refund.source}</td>
                  <td>{refund.status}</td>
                  <td>{when(refund.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
