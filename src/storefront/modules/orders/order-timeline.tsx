import { useTranslation } from '@/storefront/lib/i18n';
import { IsolatedCodes } from '@/storefront/modules/common/isolated-codes';
import { useDate } from '@/storefront/modules/common/use-date';
import styles from './orders.module.css';
import detailStyles from './order-detail.module.css';

export interface TimelineItem {
  status: string;
  note: string;
  actor: string;
  at: string;
}

/**
 * Everything that happened, oldest first, as an ordered list. A status the storefront has no
 * words for shows its code; notes are text (React escapes them). The services write their own notes
 * in the page's language; a note staff typed, or an older one, comes as written, so each is in a
 * <bdi> that keeps the page's alignment (an English note on ae-ar), with the order and return numbers
 * it names kept whole (IsolatedCodes).
 */
export function Timeline({ entries, statusLabel, title }: { entries: readonly TimelineItem[]; statusLabel: (status: string) => string; title: string }) {
  const { t } = useTranslation('orders');
  const date = useDate();
  return (
    <section className={detailStyles.block} aria-labelledby="timeline-title">
      <h2 id="timeline-title" className={detailStyles.blockTitle}>{title}</h2>
      <ol className={detailStyles.timeline}>
        {entries.map((entry, index) => {
          // An entry that moved the status is titled by the status; a note within the same status (a
          // cancelled line, an excess set) is titled by its note, so "Placed" is not repeated.
          const moved = index === 0 || entry.status !== entries[index - 1]!.status;
          return (
            <li key={`${entry.at}-${index}`} className={detailStyles.event} data-moved={moved}>
              <span className={detailStyles.dot} aria-hidden="true" />
              <div>
                <p className={detailStyles.eventTitle}>{moved ? statusLabel(entry.status) : <bdi><IsolatedCodes text={entry.note} numbersOnly /></bdi>}</p>
                {moved && entry.note ? <p className={detailStyles.eventNote}><bdi><IsolatedCodes text={entry.note} numbersOnly /></bdi></p> : null}
                <p className={styles.muted}>
                  <time dateTime={entry.at}>{date(entry.at, true)}</time> · {t(`actors.${entry.actor}`, { defaultValue: entry.actor })}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
