import { type InputHTMLAttributes, useId } from 'react';
import { useKeptBeforeHydration } from './kept-before-hydration';
import styles from './form.module.css';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  hint?: string;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function FormField({ label, error, hint, id, className, ...input }: FormFieldProps) {
  const generated = useId();
  // E-mail addresses, phone numbers and codes read left to right, in Arabic pages too.
  const dir = input.dir ?? (input.type === 'email' || input.type === 'tel' || input.inputMode === 'numeric' ? 'ltr' : undefined);
  const inputId = id ?? generated;
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
  // Typed on a slow phone before the page hydrated: handed to the form as it mounts.
  const element = useKeptBeforeHydration(input.onChange, input);
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input ref={element} id={inputId} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} dir={dir} />
      {hint && (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A failure the form could not tie to one field (the server's message, docs/requirements/messages.md#the-rule). */
export function FormAlert({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <p role="alert" className={styles.alert}>
      {children}
    </p>
  );
}

/** A confirmation shown in place (e.g. "a reset link is on its way"). */
export function FormNotice({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <p role="status" className={styles.notice}>
      {children}
    </p>
  );
}
