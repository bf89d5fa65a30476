import { type ChangeEvent, type InputHTMLAttributes, useEffect, useId, useRef } from 'react';
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
  const element = useRef<HTMLInputElement>(null);
  // Typed on a slow phone before the page hydrated: the text is in the element, not in the form's
  // state, and the next render would empty the field. Handed to the form once, as it mounts.
  useEffect(() => {
    const node = element.current;
    if (node && input.onChange && typeof input.value === 'string' && node.value !== input.value) {
      input.onChange({ target: node, currentTarget: node } as ChangeEvent<HTMLInputElement>);
    }
    // Once, at mount: later renders are the form's own.
  }, []);
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
