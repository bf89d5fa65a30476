import { useState } from 'react';
import styles from '@/storefront/modules/admin/common/back-office.module.css';
import { when } from '@/storefront/modules/admin/common/money';
import { ErrorNote } from '@/storefront/modules/admin/common/notice';
import { Pager } from '@/storefront/modules/admin/common/pager';
import { useAuditLogQuery } from './audit-api';

const PAGE = 50;
const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** `/admin/audit` (admins): who did what, when, with the values before and after. */
export function AuditScreen() {
  const [entityType, setEntityType] = useState('');
  const [from, setFrom] = useState(0);
  const { data, error } = useAuditLogQuery({ entityType: entityType || undefined, limitFrom: from, limitTo: from + PAGE });
  return (
    <>
      <label className={styles.field}>
        What
        <select name="entityType" value={entityType} onChange={(event) => (setEntityType(event.target.value), setFrom(0))}>
          <option value="">everything</option>
          {['order', 'return', 'metal-rate', 'promotion', 'review', 'customer', 'user', 'product', 'content'].map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      </label>
      <ErrorNote error={error} />
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>When</th>
              <th>Who</th>
              <th>Action</th>
              <th>Before</th>
              <th>After</th>
            </tr>
          </thead>
          <tbody>
            {data?.items.map((entry) => (
              <tr key={entry.auditID}>
                <td className={styles.muted}>{when(entry.createdAt)}</td>
                <td>
                  {entry.actorEmail} ({entry.actorRole})
                </td>
                <td>
                  {entry.action} {entry.entityType} {entry.entityID}
                </td>
                <td>
                  <code>{show(entry.before)}</code>
                </td>
                <td>
                  <code>{show(entry.after)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && <Pager from={from} size={PAGE} total={data.total} onChange={setFrom} />}
    </>
  );
}
