import { useState } from 'react';
import styles from '@/storefront/modules/admin/common/back-office.module.css';
import { ErrorNote } from '@/storefront/modules/admin/common/notice';
import { Pager } from '@/storefront/modules/admin/common/pager';
import { SearchForm } from '@/storefront/modules/admin/common/search-form';
import { CustomerPanel } from './customer-panel';
import { useCustomersQuery } from './customers-api';

const PAGE = 20;

/** `/admin/customers`: find a shopper by name, e-mail or phone and open them. */
export function CustomersScreen() {
  const [searchKey, setSearchKey] = useState('');
  const [from, setFrom] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const { data, error } = useCustomersQuery({ searchKey: searchKey || undefined, limitFrom: from, limitTo: from + PAGE });
  return (
    <>
      <SearchForm label="Find a shopper" name="customerSearch" placeholder="Name, e-mail or phone" onSearch={(text) => (setSearchKey(text), setFrom(0))} />
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
