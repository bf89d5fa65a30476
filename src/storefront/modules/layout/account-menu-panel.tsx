import { useTranslation } from '@/storefront/lib/i18n';
import type { AuthUser } from '@/storefront/app/auth-state';
import { useSession } from '@/storefront/modules/auth/use-session';
import { Link } from '@/storefront/modules/common/link';
import styles from './account-menu.module.css';

export interface AccountMenuPanelProps {
  id: string;
  user: AuthUser;
  onClose: () => void;
}

/** The open account menu (account-menu.tsx): who is signed in, the dashboard pages and sign-out. */
export function AccountMenuPanel({ id, user, onClose }: AccountMenuPanelProps) {
  const { t } = useTranslation('common');
  const { signOut } = useSession();
  return (
    <div id={id} className={styles.menu}>
      <p className={styles.who}>{t('header.signedInAs', { name: `${user.firstName} ${user.lastName}` })}</p>
      <ul>
        <li>
          <Link href="/dashboard/profile" className={styles.item}>{t('header.profile')}</Link>
        </li>
        <li>
          <Link href="/dashboard/addresses" className={styles.item}>{t('header.addresses')}</Link>
        </li>
        <li>
          <button type="button" className={styles.item} onClick={() => { onClose(); void signOut(); }}>
            {t('header.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
