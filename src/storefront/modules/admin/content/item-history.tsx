import type { ContentItem } from '@/shared/contracts/content-editing';
import { useRollbackMutation } from './content-api';
import styles from './content-workspace.module.css';

/** Every published version: who, when, what changed; any earlier one can be published again. */
export function ItemHistory({ item, onResult }: { item: ContentItem; onResult: (result: { error?: unknown }, ok: string) => void }) {
  const [rollback, { isLoading }] = useRollbackMutation();
  if (item.history.length === 0) return <p className={styles.status}>No history yet: the first publish keeps what is live now as version 1.</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>History</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Who</th>
            <th scope="col">When</th>
            <th scope="col">What</th>
            <th scope="col" />
          </tr>
        </thead>
        <tbody>
          {item.history.map((version, index) => (
            <tr key={version.version}>
              <td>
                {version.version} <small>({version.source})</small>
              </td>
              <td>{version.authorEmail ?? '—'}</td>
              <td>{new Date(version.publishedAt).toLocaleString('en-GB')}</td>
              <td>{version.changedFields.join(', ') || '—'}</td>
              <td>
                {index > 0 && (
                  <button type="button" disabled={isLoading} onClick={async () => onResult(await rollback({ key: item.key, version: version.version }), `Version ${version.version} is live again.`)}>
                    Roll back to {version.version}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
