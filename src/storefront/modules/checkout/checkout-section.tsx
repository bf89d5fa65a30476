import { useTranslation } from '@/storefront/lib/i18n';
import type { ReactNode } from 'react';
import { Icon } from '@/storefront/modules/common/icons/icon';
import styles from './checkout-section.module.css';

export type SectionState = 'open' | 'done' | 'locked';

export interface CheckoutSectionProps {
  /** `address`, `delivery`, …: the heading's id and the anchor a summary's "Change" returns to. */
  id: string;
  step: number;
  title: string;
  state: SectionState;
  /** One or two lines shown when the step is done. */
  summary?: ReactNode;
  /** Why a locked step cannot start yet. */
  lockedHint?: string;
  onEdit?: () => void;
  /** The edit button's text when "Change" does not fit (e.g. "Add gift options"). */
  editLabel?: string;
  /** False for an optional step left empty (no gift): collapsed, but without the done tick. */
  complete?: boolean;
  children?: ReactNode;
}

/** A numbered checkout step that collapses to its summary once done (mobile first: one column). */
export function CheckoutSection({ id, step, title, state, summary, lockedHint, onEdit, editLabel, complete = true, children }: CheckoutSectionProps) {
  const { t } = useTranslation('checkout');
  const headingId = `checkout-${id}`;
  return (
    <section className={`${styles.section} ${styles[state]} ${complete ? '' : styles.optional}`} aria-labelledby={headingId}>
      <header className={styles.sectionHeader}>
        <span className={styles.step} aria-hidden="true">
          {state === 'done' && complete ? <Icon name="tick-badge" size={18} /> : step}
        </span>
        <h2 id={headingId} className={styles.sectionTitle}>
          <span className="visually-hidden">{t('step', { step })} </span>
          {title}
        </h2>
        {state === 'done' && onEdit ? (
          <button type="button" className={styles.change} onClick={onEdit} aria-label={editLabel ?? t('changeStep', { step: title })}>
            {editLabel ?? t('change')}
          </button>
        ) : null}
      </header>
      {state === 'done' ? <div className={styles.sectionSummary}>{summary}</div> : null}
      {state === 'locked' ? <p className={styles.lockedHint}>{lockedHint}</p> : null}
      {state === 'open' ? <div className={styles.sectionBody}>{children}</div> : null}
    </section>
  );
}
