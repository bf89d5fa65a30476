import { hasPageData } from '@/storefront/lib/page-data';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import { DashboardPage } from './dashboard-page';
import { DashboardPartLoading } from '@/storefront/modules/common/dashboard-layout';
import { browserOnly } from '@/storefront/modules/common/browser-only';

// What the signed-in shopper sees loads after the saved-state gate, with the account calls and RTK
// Query, which the page's first paint (the frame and its loading line) does not need (docs/page-speed.md).
const Profile = browserOnly(() => import('./profile-view').then((module) => module.Profile), { loading: DashboardPartLoading });

export function ProfileTemplate(props: StorePageProps | EmptyPageProps) {
  if (!hasPageData<StorePageProps>(props, 'site')) return <PageUnavailable />;
  return (
    <DashboardPage page={props} section="profile">
      {(user) => <Profile user={user} />}
    </DashboardPage>
  );
}
