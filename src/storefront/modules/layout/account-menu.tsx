import { useTranslation } from '@/storefront/lib/i18n';
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState } from 'react';
import type { AuthUser } from '@/storefront/app/auth-slice';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { Link } from '@/storefront/modules/common/link';
import styles from './account-menu.module.css';
import { useSession } from '@/storefront/modules/auth/use-session';

export interface AccountMenuProps {
  user: AuthUser;
  /** The header's round icon-button style. */
  buttonClassName: string | undefined;
}

/** The header's account icon when signed in: a small menu with the dashboard pages and sign-out. */
export function AccountMenu({ user, buttonClassName }: AccountMenuProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const { signOut } = useSession();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  return (
    <div className={styles.root} ref={root}>
      <button type="button" className={`${buttonClassName ?? ''} ${styles.trigger}`} aria-haspopup="true" aria-expanded={open} aria-controls={menuId}
        aria-label={t('header.accountMenu', { name: user.firstName })} onClick={() => setOpen((value) => !value)}>
        <Icon name="user" />
        <span className={styles.dot} aria-hidden="true" />
      </button>
      {open && (
        <div id={menuId} className={styles.menu}>
          <p className={styles.who}>{t('header.signedInAs', { name: `${user.firstName} ${user.lastName}` })}</p>
          <ul>
            <li>
              <Link href="/dashboard/profile" className={styles.item}>{t('header.profile')}</Link>
            </li>
            <li>
              <Link href="/dashboard/addresses" className={styles.item}>{t('header.addresses')}</Link>
            </li>
            <li>
              <button type="button" className={styles.item} onClick={() => { setOpen(false); void signOut(); }}>
                {t('header.signOut')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
