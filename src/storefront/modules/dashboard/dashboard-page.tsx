import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import type { AuthUser } from '@/storefront/app/auth-slice';
import type { StorePageProps } from '@/storefront/modules/layout/layout-types';
import { StorePage } from '@/storefront/modules/layout/store-page';
import { DashboardLayout } from './dashboard-layout';
import styles from './dashboard.module.css';

export interface DashboardPageProps {
  page: StorePageProps;
  /** `profile` or `addresses`: the keys `<section>.title` and `<section>.intro` of the `account` namespace. */
  section: 'profile' | 'addresses';
  action?: ReactNode;
  children: (user: AuthUser) => ReactNode;
}

export function DashboardPage({ page, section, action, children }: DashboardPageProps) {
  const { t } = useTranslation('account');
  return (
    <StorePage page={page} title={t(`${section}.title`)}>
      <DashboardLayout>
        {(user) => (
          <>
            <header className={styles.header}>
              <div>
                <h1 className={styles.title}>{t(`${section}.title`)}</h1>
                <p className={styles.intro}>{t(`${section}.intro`)}</p>
              </div>
              {action}
            </header>
            {children(user)}
          </>
        )}
      </DashboardLayout>
    </StorePage>
  );
}
