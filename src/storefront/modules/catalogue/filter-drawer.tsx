import { useTranslation } from '@/storefront/lib/i18n';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Icon } from '@/storefront/modules/common/icons/icon';
import styles from './filter-drawer.module.css';

export interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The result count line for the "show" button. */
  showLabel: string;
  children: ReactNode;
}

/**
 * The filters: a side column on wide screens, a modal drawer on narrow ones (opened from the
 * toolbar). In the drawer, focus moves in, Escape closes it, and the page behind is inert.
 */
export function FilterDrawer({ open, onClose, showLabel, children }: FilterDrawerProps) {
  const { t } = useTranslation('catalogue');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open, onClose]);

  return (
    <>
      {open ? <div className={styles.backdrop} onClick={onClose} aria-hidden="true" /> : null}
      <div
        ref={panel}
        className={open ? `${styles.drawer} ${styles.open}` : styles.drawer}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('filters.title')}
          </h2>
          <button type="button" className={styles.close} onClick={onClose}>
            <Icon name="close" size={22} label={t('filters.close')} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        <div className={styles.foot}>
          <button type="button" className="button" onClick={onClose}>
            {showLabel}
          </button>
        </div>
      </div>
    </>
  );
}
