import { useState } from 'react';
import styles from '@/storefront/modules/admin/common/back-office.module.css';
import { ErrorNote } from '@/storefront/modules/admin/common/notice';
import { Pager } from '@/storefront/modules/admin/common/pager';
import { CustomerPanel } from './customer-panel';
import { useCustomersQuery } from './customers-api';

const PAGE = 20;

/** `/admin/customers`: find a shopper by name, e-mail or phone and open them. */
export function CustomersScreen() {
  const [draft, setDraft] = useState('');
  const [searchKey, setSearchKey] = useState('');
  const [from, setFrom] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const { data, error } = useCustomersQuery({ searchKey: searchKey || undefined, limitFrom: from, limitTo: from + PAGE });
  return (
    <>
      <form
        className={styles.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          setSearchKey(draft);
          setFrom(0);
        }}
      >
        <label className={styles.field}>
          Find a shopper
          <input name="customerSearch" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder="Name, e-mail or phone" />
        </label>
        <button type="submit" className={styles.button}>
          Search
        </button>
      </form>
      <ErrorNote error={error} />
      <ul>
        {data?.items.map((account) => (
          <li key={account.userID}>
            <button type="button" className={styles.secondary} onClick={() => setChosen(account.userID)}>
              {account.firstName} {account.lastName}
            </button>{' '}
            {account.email} · {account.phone}
          </li>
        ))}
      </ul>
      {data && <Pager from={from} size={PAGE} total={data.total} onChange={setFrom} />}
      {chosen !== null && <CustomerPanel userID={chosen} />}
    </>
  );
}
