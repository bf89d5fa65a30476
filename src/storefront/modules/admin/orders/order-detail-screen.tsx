import { useRouter } from 'next/router';
import styles from '@/storefront/modules/admin/common/back-office.module.css';
import { money, when } from '@/storefront/modules/admin/common/money';
import { ErrorNote } from '@/storefront/modules/admin/common/notice';
import { CancelLine, ExcessForm, OrderMoves } from './order-actions';
import { useAdminOrderQuery, useInvoiceUrlMutation } from './orders-api';
import { PaymentsAndRefunds } from './payments-table';

function InvoiceLinks({ orderID }: { orderID: number }) {
  const [fetchInvoice, { error, isLoading }] = useInvoiceUrlMutation();
  const open = async (format: 'html' | 'pdf') => {
    // Opened first, filled when the file arrives: a pop-up blocker lets a tab opened by the click through.
    const tab = window.open('', '_blank');
    const answer = await fetchInvoice({ orderID, format });
    if ('data' in answer && answer.data && tab) tab.location.href = answer.data;
    else tab?.close();
  };
  return (
    <div className={styles.row}>
      <button type="button" className={styles.secondary} disabled={isLoading} onClick={() => void open('html')}>
        Tax invoice (print)
      </button>
      <button type="button" className={styles.secondary} disabled={isLoading} onClick={() => void open('pdf')}>
        Tax invoice (PDF)
      </button>
      <ErrorNote error={error} />
    </div>
  );
}

/** `/admin/orders/[id]`: lines, totals, refunds, returns, timeline, and what staff can do. */
export function OrderDetailScreen() {
  const router = useRouter();
  const id = Number(router.query.id);
  const { data: order, error, isLoading } = useAdminOrderQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  if (isLoading || !router.isReady) return <p>Loading…</p>;
  if (!order) return <ErrorNote error={error} />;
  const m = (amount: number) => money(amount, order.currencyCode, order.decimalPlaces);
  return (
    <>
      <h2>
        {order.orderNumber} · <span data-testid="order-detail-status">{order.status}</span>
      </h2>
      <p>
        {order.email} · {order.phone} · {order.paymentMethod} ({order.paymentStatus}) · placed {when(order.placedAt)}
      </p>
      <InvoiceLinks orderID={order.orderID} />
      <OrderMoves order={order} />
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Piece</th>
              <th>Qty</th>
              <th>Cancelled / returned</th>
              <th>Unit</th>
              <th>Line total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((line) => (
              <tr key={line.orderLineID}>
                <td>
                  {line.name} <span className={styles.muted}>{line.optionLabel}</span>
                </td>
                <td>{line.quantity}</td>
                <td>
                  {line.cancelledQuantity} / {line.returnedQuantity}
                </td>
                <td>{m(line.unitPrice)}</td>
                <td>{m(line.revisedLineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Total {m(order.revisedTotals.total)} (tax {m(order.revisedTotals.tax)}, discount {m(order.revisedTotals.discount)}, store credit {m(order.revisedTotals.credit)})
      </p>
      <PaymentsAndRefunds order={order} />
      <CancelLine order={order} />
      <ExcessForm order={order} />
      <h2>Timeline</h2>
      <ol>
        {order.timeline.map((entry, index) => (
          <li key={index}>
            <strong>{entry.status}</strong> by {entry.actor} · {when(entry.at)} {entry.note && <span className={styles.muted}>— {entry.note}</span>}
          </li>
        ))}
      </ol>
    </>
  );
}
