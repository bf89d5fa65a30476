import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './review-form.module.css';

export interface ModalDialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The browser's modal <dialog>: focus is trapped, Escape closes it, the page behind is inert. */
export function ModalDialog({ title, open, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <h2 id={titleId} className={styles.dialogTitle}>
        {title}
      </h2>
      {open ? children : null}
    </dialog>
  );
}
