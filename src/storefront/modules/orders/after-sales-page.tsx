import type { ReactNode } from 'react';
import type { AuthUser } from '@/storefront/app/auth-slice';
import { NoIndex } from '@/storefront/modules/common/no-index';
import { DashboardLayout } from '@/storefront/modules/common/dashboard-layout';
import { useSession } from '@/storefront/modules/auth/use-session';
import type { StorePageProps } from '@/storefront/lib/store-page-types';
import { StorePage } from '@/storefront/modules/shell/store-page';

export interface AfterSalesPageProps {
  page: StorePageProps;
  title: string;
  intro?: string;
  children: (user: AuthUser) => ReactNode;
}

/** A dashboard page of orders, returns or store credit: never indexed, signed-in only, the dashboard's nav beside it. */
export function AfterSalesPage({ page, title, intro, children }: AfterSalesPageProps) {
  const { signOut } = useSession();
  return (
    <StorePage page={page} title={title}>
      <NoIndex />
      <DashboardLayout title={title} intro={intro} signOut={signOut}>
        {children}
      </DashboardLayout>
    </StorePage>
  );
}
