import type { ReactNode } from 'react';
import type { IconName } from './icons/icon';
import { Icon } from './icons/icon';
import { Link } from './link';
import styles from './page-state.module.css';
import { SavedStateProbe } from './saved-state-probe';

export type LoadingStateProps = {
  label: string;
  className?: string;
  /**
   * The block that most often replaces the loading line (a page's empty state): laid out unseen
   * under the line, so the page keeps its height when it arrives and nothing below moves (no
   * layout shift). Hidden from screen readers, pointers and the tab order.
   */
  reserve?: ReactNode;
  /**
   * The reserved block is what shows once the saved-state gate opens on a browser with nothing saved
   * (the empty cart): show it at once there, in the server's HTML, not the loading line (SavedStateProbe).
   */
  reserveOnFirstVisit?: boolean;
};

/** A spinner and what is being loaded, announced to screen readers. */
export function LoadingState({ label, className = styles.loading, reserve, reserveOnFirstVisit = false }: LoadingStateProps) {
  const status = (
    <div className={className} role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
  if (reserve === undefined) return status;
  return (
    <div className={reserveOnFirstVisit ? `${styles.reserving} ${styles.firstVisit}` : styles.reserving}>
      {reserveOnFirstVisit ? <SavedStateProbe /> : null}
      {status}
      <div className={styles.reserved} aria-hidden="true" inert>
        {reserve}
      </div>
    </div>
  );
}

export type EmptyStateProps = {
  icon: IconName;
  title: string;
  text: string;
  cta: { href: string; label: string };
  /** Added to the block's own class, for a module's additions. */
  className?: string;
  /** A module's own look instead, composing `page-state.module.css` (`emptyPanel`, `emptyBadge`). */
  classNames?: { root?: string; icon?: string; title?: string };
};

const ownClassNames = { root: styles.empty, icon: styles.emptyIcon, title: styles.emptyTitle };

/** An empty page: an icon in a round badge, a title, a line of text and one way on. */
export function EmptyState({ icon, title, text, cta, className, classNames = ownClassNames }: EmptyStateProps) {
  return (
    <div className={className ? `${classNames.root} ${className}` : classNames.root}>
      <span className={classNames.icon}>
        <Icon name={icon} size={40} strokeWidth={1.2} />
      </span>
      <h2 className={classNames.title}>{title}</h2>
      <p>{text}</p>
      <Link href={cta.href} className="button">
        {cta.label}
      </Link>
    </div>
  );
}
