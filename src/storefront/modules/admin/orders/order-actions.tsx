import { useState } from 'react';
import type { OrderDetail } from '@/shared/contracts/orders';
import styles from '@/storefront/modules/admin/common/back-office.module.css';
import { ErrorNote, OkNote } from '@/storefront/modules/admin/common/notice';
import { useCancelOrderLinesMutation, useMoveOrderMutation, useSetExcessMutation } from './orders-api';

/** The moves the transition table allows now, each with an optional note. */
export function OrderMoves({ order }: { order: OrderDetail }) {
  const [note, setNote] = useState('');
  const [move, { error, isLoading }] = useMoveOrderMutation();
  const [done, setDone] = useState<string | null>(null);
  if (order.actions.nextStatuses.length === 0) return <p className={styles.muted}>No further moves for a {order.status} order.</p>;
  return (
    <div className={styles.panel}>
      <h2>Move the order</h2>
      <label className={styles.field}>
        Note (optional, kept on the timeline)
        <input name="moveNote" value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <div className={styles.row} style={{ marginTop: 8 }}>
        {order.actions.nextStatuses.map((status) => (
          <button
            key={status}
            type="button"
            className={status === 'cancelled' ? styles.secondary : styles.button}
            disabled={isLoading}
            onClick={async () => {
              setDone(null);
              const answer = await move({ orderID: order.orderID, status, note });
              if ('data' in answer) {
                setNote('');
                setDone(`Order is ${answer.data?.status}`);
              }
            }}
          >
            {status === 'cancelled' ? 'Cancel the order' : `Mark ${status}`}
          </button>
        ))}
      </div>
      <ErrorNote error={error} />
      <OkNote text={done} />
    </div>
  );
}

/** Cancel some units of one line (before dispatch), refunded to store credit or the original payment. */
export function CancelLine({ order }: { order: OrderDetail }) {
  const lines = order.actions.cancellableLines;
  const [lineID, setLineID] = useState(lines[0]?.orderLineID ?? 0);
  const [quantity, setQuantity] = useState(1);
  const [refundMethod, setRefundMethod] = useState('store_credit');
  const [comment, setComment] = useState('');
  const [cancel, { error, isLoading }] = useCancelOrderLinesMutation();
  if (!order.actions.canCancel || lines.length === 0) return null;
  const nameOf = (id: number) => order.items.find((item) => item.orderLineID === id)?.name ?? `Line ${id}`;
  return (
    <form
      className={styles.panel}
      onSubmit={(event) => {
        event.preventDefault();
        void cancel({ orderID: order.orderID, reasonID: 'other', comment: comment || undefined, refundMethod, lines: [{ orderLineID: lineID, quantity }] });
      }}
    >
      <h2>Cancel a line</h2>
      <div className={styles.form}>
        <label className={styles.field}>
          Line
          <select name="cancelLine" value={lineID} onChange={(event) => setLineID(Number(event.target.value))}>
            {lines.map((line) => (
              <option key={line.orderLineID} value={line.orderLineID}>
                {nameOf(line.orderLineID)} (up to {line.quantity})
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Units
          <input name="cancelQuantity" type="number" min={1} value={quantity} onChange={(event) => setQuantity(Number(event.target.value))} />
        </label>
        <label className={styles.field}>
          Refund to
          <select name="refundMethod" value={refundMethod} onChange={(event) => setRefundMethod(event.target.value)}>
            <option value="store_credit">store credit</option>
            <option value="original_payment">original payment</option>
          </select>
        </label>
        <label className={styles.field}>
          Comment
          <input name="cancelComment" value={comment} onChange={(event) => setComment(event.target.value)} />
        </label>
        <button type="submit" className={styles.secondary} disabled={isLoading}>
          Cancel units
        </button>
      </div>
      <ErrorNote error={error} />
    </form>
  );
}

/** Set the excess amount (a piece weighed more than estimated), with the note the shopper reads. */
export function ExcessForm({ order }: { order: OrderDetail }) {
  const [amount, setAmount] = useState(String(order.excess.amount || ''));
  const [note, setNote] = useState(order.excess.note);
  const [save, { error, isLoading, isSuccess }] = useSetExcessMutation();
  return (
    <form
      className={styles.panel}
      onSubmit={(event) => {
        event.preventDefault();
        void save({ orderID: order.orderID, excessAmount: Number(amount), note });
      }}
    >
      <h2>Excess amount</h2>
      <p className={styles.muted}>
        Set {order.excess.amount}, paid {order.excess.paid}, due {order.excess.due} ({order.currencyCode}).
      </p>
      <div className={styles.form}>
        <label className={styles.field}>
          Amount ({order.currencyCode})
          <input name="excessAmount" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </label>
        <label className={styles.field}>
          Note for the shopper
          <input name="excessNote" value={note} onChange={(event) => setNote(event.target.value)} />
        </label>
        <button type="submit" className={styles.button} disabled={isLoading}>
          Set excess
        </button>
      </div>
      <ErrorNote error={error} />
      <OkNote text={isSuccess ? 'Excess amount set' : null} />
    </form>
  );
}
