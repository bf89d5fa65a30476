import styles from './back-office.module.css';

/** Previous / next over a `limitFrom`–`limitTo` window. */
export function Pager({ from, size, total, onChange }: { from: number; size: number; total: number; onChange: (from: number) => void }) {
  if (total <= size) return null;
  return (
    <div className={styles.row}>
      <button type="button" className={styles.secondary} disabled={from === 0} onClick={() => onChange(Math.max(0, from - size))}>
        Previous
      </button>
      <span>
        {from + 1}–{Math.min(total, from + size)} of {total}
      </span>
      <button type="button" className={styles.secondary} disabled={from + size >= total} onClick={() => onChange(from + size)}>
        Next
      </button>
    </div>
  );
}
