import { useTranslation } from '@/storefront/lib/i18n';
import type { ReactNode } from 'react';
import type { AuthUser } from '@/storefront/app/auth-slice';
import type { StorePageProps } from '@/storefront/lib/store-page-types';
import { StorePage } from '@/storefront/modules/shell/store-page';
import { useSession } from '@/storefront/modules/auth/use-session';
import { DashboardLayout } from '@/storefront/modules/common/dashboard-layout';

export interface DashboardPageProps {
  page: StorePageProps;
  /** `profile` or `addresses`: the keys `<section>.title` and `<section>.intro` of the `account` namespace. */
  section: 'profile' | 'addresses';
  action?: ReactNode;
  children: (user: AuthUser) => ReactNode;
}

export function DashboardPage({ page, section, action, children }: DashboardPageProps) {
  const { t } = useTranslation('account');
  const { signOut } = useSession();
  return (
    <StorePage page={page} title={t(`${section}.title`)}>
      <DashboardLayout title={t(`${section}.title`)} intro={t(`${section}.intro`)} action={action} signOut={signOut}>
        {children}
      </DashboardLayout>
    </StorePage>
  );
}
