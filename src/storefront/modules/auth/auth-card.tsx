import type { ReactNode } from 'react';
import styles from './auth.module.css';

export interface AuthCardProps {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The one card every sign-in, sign-up and password page is laid out in. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </section>
    </div>
  );
}

/** Where the captcha widget sits in a form (empty for reCAPTCHA v3 and `off`). */
export function CaptchaSlot({ children }: { children: ReactNode }) {
  if (!children) return null;
  return <div className={styles.captcha}>{children}</div>;
}
