import { useState } from 'react';
import { Link } from '@/storefront/modules/common/link';
import styles from '@/storefront/modules/admin/common/back-office.module.css';
import { money, when } from '@/storefront/modules/admin/common/money';
import { ErrorNote, OkNote } from '@/storefront/modules/admin/common/notice';
import { useAdjustCreditMutation, useCustomerQuery } from './customers-api';

/** One shopper: contact, addresses, latest orders, store credit per subsite and an adjustment form. */
export function CustomerPanel({ userID }: { userID: number }) {
  const { data, error } = useCustomerQuery(userID);
  const [subsiteID, setSubsiteID] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [adjust, { error: adjustError, isLoading }] = useAdjustCreditMutation();
  const [done, setDone] = useState<string | null>(null);
  if (!data) return <ErrorNote error={error} />;
  const ledgerSubsite = subsiteID ?? data.credit[0]?.subsiteID ?? 1;
  return (
    <section className={styles.panel} aria-label={`Customer ${data.account.email ?? data.account.phone}`}>
      <h2>
        {data.account.firstName} {data.account.lastName}
      </h2>
      <p>
        {data.account.email} · {data.account.phone} · since {when(data.account.createdAt)}
      </p>
      <h3>Addresses</h3>
      <ul>
        {data.addresses.map((address) => (
          <li key={address.addressID}>
            {[address.address1, address.city, address.zipcode, address.state, address.country].filter(Boolean).join(', ')}
          </li>
        ))}
      </ul>
      <h3>Orders ({data.orderCount})</h3>
      <ul>
        {data.orders.map((order) => (
          <li key={order.orderID}>
            <Link href={`/admin/orders/${order.orderID}`}>{order.orderNumber}</Link> · {order.status} · {money(order.total, order.currencyCode, order.decimalPlaces)}
          </li>
        ))}
      </ul>
      <h3>Store credit</h3>
      {data.credit.map((ledger) => (
        <div key={ledger.subsiteID}>
          <p data-testid={`credit-${ledger.subsiteCode}`}>
            {ledger.subsiteCode.toUpperCase()}: <strong>{money(ledger.balance, ledger.currencyCode, ledger.decimalPlaces)}</strong>
          </p>
          <ul>
            {ledger.entries.slice(0, 10).map((entry) => (
              <li key={entry.entryID}>
                {money(entry.amount, ledger.currencyCode, ledger.decimalPlaces)} · {entry.reason}
                {entry.orderNumber && ` · ${entry.orderNumber}`} {entry.note && `· ${entry.note}`} · {when(entry.createdAt)}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <form
        className={styles.form}
        onSubmit={async (event) => {
          event.preventDefault();
          setDone(null);
          const answer = await adjust({ userID, body: { subsiteID: ledgerSubsite, amount: Number(amount), reason } });
          if ('data' in answer && answer.data) {
            setDone(`Balance now ${money(answer.data.balance, answer.data.currencyCode, answer.data.decimalPlaces)}`);
            setAmount('');
            setReason('');
          }
        }}
      >
        <label className={styles.field}>
          Subsite
          <select name="creditSubsite" value={ledgerSubsite} onChange={(event) => setSubsiteID(Number(event.target.value))}>
            {data.credit.map((ledger) => (
              <option key={ledger.subsiteID} value={ledger.subsiteID}>
                {ledger.subsiteCode.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Amount (negative takes off)
          <input name="creditAmount" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </label>
        <label className={styles.field}>
          Reason
          <input name="creditReason" value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
        <button type="submit" className={styles.button} disabled={isLoading}>
          Adjust credit
        </button>
      </form>
      <ErrorNote error={adjustError} />
      <OkNote text={done} />
    </section>
  );
}
