import { useTranslation } from '@/storefront/lib/i18n';
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState } from 'react';
import type { AuthUser } from '@/storefront/app/auth-state';
import { Icon } from '@/storefront/modules/common/icons/icon';
import styles from './account-menu.module.css';
import { browserOnly } from '@/storefront/modules/common/browser-only';

// The menu's links and sign-out (which brings the session code and Redux Toolkit) load on the
// first open, or when the pointer or focus reaches the button (docs/page-speed.md).
const loadPanel = () => import('./account-menu-panel').then((module) => module.AccountMenuPanel);
const AccountMenuPanel = browserOnly(loadPanel);

export interface AccountMenuProps {
  user: AuthUser;
  /** The header's round icon-button style. */
  buttonClassName: string | undefined;
}

/** The header's account icon when signed in: a small menu with the dashboard pages and sign-out. */
export function AccountMenu({ user, buttonClassName }: AccountMenuProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
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
        aria-label={t('header.accountMenu', { name: user.firstName })} onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void loadPanel()} onFocus={() => void loadPanel()}>
        <Icon name="user" />
        <span className={styles.dot} aria-hidden="true" />
      </button>
      {open && <AccountMenuPanel id={menuId} user={user} onClose={() => setOpen(false)} />}
    </div>
  );
}
