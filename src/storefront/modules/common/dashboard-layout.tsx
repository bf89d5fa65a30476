import { useTranslation } from '@/storefront/lib/i18n';
import { useRouter } from 'next/router';
import { type ReactNode, useEffect } from 'react';
import { useSavedStateReady } from '@/storefront/app/state-gate';
import { useAppSelector } from '@/storefront/app/hooks';
import { selectSignedInUser } from '@/storefront/app/auth-slice';
import type { AuthUser } from '@/storefront/app/auth-slice';
import { signInPathFor } from '@/storefront/modules/common/next-path';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { Link } from '@/storefront/modules/common/link';
import { DASHBOARD_LINKS } from './dashboard-nav';
import styles from './dashboard-layout.module.css';

export interface DashboardLayoutProps {
  /** The page's heading and its line of introduction, above the content. */
  title: string;
  intro?: string;
  /** Beside the heading (e.g. "Add an address"). */
  action?: ReactNode;
  /**
   * The nav's sign-out: the session belongs to the auth module, which common may not import, so
   * each account page passes `useSession().signOut` (the layering in src/storefront/README.md).
   */
  signOut: () => Promise<void>;
  /** The page's content, given the signed-in user. */
  children: (user: AuthUser) => ReactNode;
}

/**
 * The dashboard's frame: a side nav and the page. It waits for saved state (docs/requirements/pages.md#saved-state-gate, 5 s at
 * most); a shopper who is not signed in, or whose session ends meanwhile (a failed refresh logs
 * out), is sent to sign in and brought back here after.
 */
export function DashboardLayout({ title, intro, action, signOut, children }: DashboardLayoutProps) {
  const { t } = useTranslation('account');
  const router = useRouter();
  const ready = useSavedStateReady();
  const user = useAppSelector(selectSignedInUser);
  const signedOut = ready && !user;

  useEffect(() => {
    if (signedOut) void router.replace(signInPathFor(router.asPath));
  }, [signedOut, router]);

  if (!ready || !user) {
    return (
      <div className={`container ${styles.waiting}`} role="status">
        <span className="spinner" aria-hidden="true" />
        {signedOut ? t('redirecting') : t('loading')}
      </div>
    );
  }

  return (
    <div className={`container ${styles.layout}`}>
      <nav className={styles.nav} aria-label={t('nav.title')}>
        <p className={styles.greeting}>{t('nav.greeting', { name: user.firstName })}</p>
        <ul className={styles.links}>
          {DASHBOARD_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.link} aria-current={router.pathname === link.href || ('also' in link && (link.also as readonly string[]).includes(router.pathname)) ? 'page' : undefined}>
                <Icon name={link.icon} size={18} />
                {t(link.labelKey)}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={styles.link} onClick={() => void signOut()}>
              <Icon name="arrow-right" size={18} />
              {t('nav.signOut')}
            </button>
          </li>
        </ul>
      </nav>
      <div className={styles.content}>
        <header className={styles.header}>
          <div>
            <h1 className={styles.title}>{title}</h1>
            {intro ? <p className={styles.intro}>{intro}</p> : null}
          </div>
          {action}
        </header>
        {children(user)}
      </div>
    </div>
  );
}

/** The loading line of a dashboard page's content while its code arrives (next/dynamic's `loading`). */
export function DashboardPartLoading() {
  const { t } = useTranslation('account');
  return (
    <p className={styles.partLoading} role="status">
      <span className="spinner" aria-hidden="true" />
      {t('loading')}
    </p>
  );
}
