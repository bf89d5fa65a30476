import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import styles from './back-office.module.css';
import { errorText } from './wire';

/** A failed call's message (naming the field), announced to screen readers. */
export function ErrorNote({ error }: { error: FetchBaseQueryError | SerializedError | undefined }) {
  const text = errorText(error);
  return text ? (
    <p role="alert" className={styles.error}>
      {text}
    </p>
  ) : null;
}

export function OkNote({ text }: { text: string | null }) {
  return text ? (
    <p role="status" className={styles.ok}>
      {text}
    </p>
  ) : null;
}
