import { useRouter } from 'next/router';
import { useState } from 'react';
import { RETURN_STATUSES } from '@/shared/constants';
import styles from '@/storefront/modules/admin/common/back-office.module.css';
import { when } from '@/storefront/modules/admin/common/money';
import { ErrorNote } from '@/storefront/modules/admin/common/notice';
import { Pager } from '@/storefront/modules/admin/common/pager';
import { ReturnDetailPanel } from './return-detail';
import { useAdminReturnsQuery } from './returns-api';

const PAGE = 20;

/** `/admin/returns`: the queue (requested first by default), and the chosen return's detail. */
export function ReturnsScreen() {
  const router = useRouter();
  const [status, setStatus] = useState(typeof router.query.status === 'string' ? router.query.status : 'requested');
  const [from, setFrom] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const { data, error } = useAdminReturnsQuery({ status, limitFrom: from, limitTo: from + PAGE });
  return (
    <>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          Status
          <select name="returnStatus" value={status} onChange={(event) => (setStatus(event.target.value), setFrom(0))}>
            {['all', ...RETURN_STATUSES].map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
      </div>
      <ErrorNote error={error} />
      {data && (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Return</th>
                <th>Order</th>
                <th>Status</th>
                <th>Pieces</th>
                <th>Asked</th>
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 && (
                <tr>
                  <td colSpan={5}>Nothing waiting.</td>
                </tr>
              )}
              {data.items.map((item) => (
                <tr key={item.returnID}>
                  <td>
                    <button type="button" className={styles.secondary} onClick={() => setChosen(item.returnID)}>
                      {item.rmaNumber}
                    </button>
                  </td>
                  <td>{item.orderNumber}</td>
                  <td>{item.status}</td>
                  <td>{item.productNames.join(', ')}</td>
                  <td className={styles.muted}>{when(item.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pager from={from} size={PAGE} total={data.total} onChange={setFrom} />}
      {chosen !== null && <ReturnDetailPanel returnID={chosen} />}
    </>
  );
}
