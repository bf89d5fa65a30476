import { useState } from 'react';
import styles from '@/storefront/modules/admin/common/back-office.module.css';
import { money, when } from '@/storefront/modules/admin/common/money';
import { ErrorNote } from '@/storefront/modules/admin/common/notice';
import { type ReturnAction, useActOnReturnMutation, useAdminReturnQuery, useReturnPhotoQuery } from './returns-api';

function Photo({ imageID }: { imageID: string }) {
  const { data } = useReturnPhotoQuery(`api/orders/rmaImage/${imageID}`);
  // A blob: URL of bytes the services checked and re-encoded; next/image cannot take a blob URL.
  return data ? <img src={data} alt="Photo sent with the return" width={160} height={160} style={{ objectFit: 'cover' }} /> : null;
}

const ACTIONS: Record<string, { action: ReturnAction; label: string; method?: string }[]> = {
  requested: [
    { action: 'approve', label: 'Approve' },
    { action: 'reject', label: 'Reject' },
    { action: 'need-more-info', label: 'Ask for more information' },
  ],
  approved: [{ action: 'receive', label: 'Mark received' }],
  received: [
    { action: 'refund', label: 'Refund to store credit', method: 'store_credit' },
    { action: 'refund', label: 'Refund to original payment', method: 'original_payment' },
  ],
};

/** One return: lines, photos, history, and the moves staff can make now. */
export function ReturnDetailPanel({ returnID }: { returnID: number }) {
  const { data, error } = useAdminReturnQuery(returnID);
  const [note, setNote] = useState('');
  const [act, { error: actError, isLoading }] = useActOnReturnMutation();
  if (!data) return <ErrorNote error={error} />;
  const m = (amount: number) => money(amount, data.currencyCode, data.decimalPlaces);
  return (
    <section className={styles.panel} aria-label={`Return ${data.rmaNumber}`}>
      <h2>
        {data.rmaNumber} for {data.orderNumber} · <span data-testid="return-status">{data.status}</span>
      </h2>
      <p>
        {data.reason}
        {data.comment && ` — “${data.comment}”`}
      </p>
      <ul>
        {data.lines.map((line) => (
          <li key={line.orderLineID}>
            {line.name} × {line.quantity}
            {line.refundAmount !== null && ` · worth ${m(line.refundAmount)}`}
          </li>
        ))}
      </ul>
      <div className={styles.row}>{[...data.imageIDs, ...data.timeline.flatMap((entry) => entry.imageIDs)].map((id) => <Photo key={id} imageID={id} />)}</div>
      {data.refund && <p>Refunded {m(data.refund.amount)} to {data.refund.method.replace('_', ' ')}.</p>}
      {ACTIONS[data.status] && (
        <>
          <label className={styles.field}>
            Note (required to reject or ask for more)
            <textarea name="returnNote" value={note} onChange={(event) => setNote(event.target.value)} rows={2} />
          </label>
          <div className={styles.row} style={{ marginTop: 8 }}>
            {ACTIONS[data.status]!.map((choice) => (
              <button
                key={choice.label}
                type="button"
                className={choice.action === 'reject' ? styles.secondary : styles.button}
                disabled={isLoading}
                onClick={async () => {
                  const answer = await act({ returnID, action: choice.action, note, method: choice.method });
                  if ('data' in answer) setNote('');
                }}
              >
                {choice.label}
              </button>
            ))}
          </div>
        </>
      )}
      <ErrorNote error={actError} />
      <ol>
        {data.timeline.map((entry, index) => (
          <li key={index}>
            <strong>{entry.status}</strong> by {entry.actor} · {when(entry.at)} {entry.note && <span className={styles.muted}>— {entry.note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
