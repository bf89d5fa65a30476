import styles from './orders.module.css';

/** Tone of a status: done (green), stopped (grey), waiting on the shopper (gold), moving (maroon). */
const TONES: Record<string, 'good' | 'muted' | 'attention' | 'progress'> = {
  delivered: 'good',
  refunded: 'good',
  approved: 'good',
  received: 'good',
  cancelled: 'muted',
  returned: 'muted',
  rejected: 'muted',
  payment_failed: 'muted',
  need_more_info: 'attention',
  pending_payment: 'attention',
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={`${styles.badge} ${styles[`tone-${TONES[status] ?? 'progress'}`]}`} data-status={status}>
      {label}
    </span>
  );
}
