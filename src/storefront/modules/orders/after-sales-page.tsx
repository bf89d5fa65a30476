import type { ReactNode } from 'react';
import type { AuthUser } from '@/storefront/app/auth-slice';
import { NoIndex } from '@/storefront/modules/checkout/no-index';
import { DashboardLayout } from '@/storefront/modules/dashboard/dashboard-layout';
import dashboardStyles from '@/storefront/modules/dashboard/dashboard.module.css';
import type { StorePageProps } from '@/storefront/modules/layout/layout-types';
import { StorePage } from '@/storefront/modules/layout/store-page';

export interface AfterSalesPageProps {
  page: StorePageProps;
  title: string;
  intro?: string;
  children: (user: AuthUser) => ReactNode;
}

/** A dashboard page of orders, returns or store credit: never indexed, signed-in only, the dashboard's nav beside it. */
export function AfterSalesPage({ page, title, intro, children }: AfterSalesPageProps) {
  return (
    <StorePage page={page} title={title}>
      <NoIndex />
      <DashboardLayout>
        {(user) => (
          <>
            <header className={dashboardStyles.header}>
              <div>
                <h1 className={dashboardStyles.title}>{title}</h1>
                {intro ? <p className={dashboardStyles.intro}>{intro}</p> : null}
              </div>
            </header>
            {children(user)}
          </>
        )}
      </DashboardLayout>
    </StorePage>
  );
}
