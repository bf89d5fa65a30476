import { useTranslation } from 'next-i18next/pages';
import { useDate } from './use-date';
import styles from './orders.module.css';

export interface TimelineItem {
  status: string;
  note: string;
  actor: string;
  at: string;
}

/**
 * Everything that happened, oldest first, as an ordered list. A status the storefront has no
 * words for shows the services' note alone; notes are text (React escapes them).
 */
export function Timeline({ entries, statusLabel, title }: { entries: readonly TimelineItem[]; statusLabel: (status: string) => string; title: string }) {
  const { t } = useTranslation('orders');
  const date = useDate();
  return (
    <section className={styles.block} aria-labelledby="timeline-title">
      <h2 id="timeline-title" className={styles.blockTitle}>{title}</h2>
      <ol className={styles.timeline}>
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className={styles.event}>
            <span className={styles.dot} aria-hidden="true" />
            <div>
              <p className={styles.eventTitle}>{statusLabel(entry.status)}</p>
              {entry.note ? <p className={styles.eventNote}><bdi>{entry.note}</bdi></p> : null}
              <p className={styles.muted}>
                <time dateTime={entry.at}>{date(entry.at, true)}</time> · {t(`actors.${entry.actor}`, { defaultValue: entry.actor })}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
