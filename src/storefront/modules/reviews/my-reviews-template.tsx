import { useTranslation } from '@/storefront/lib/i18n';
import { hasPageData } from '@/storefront/lib/page-data';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import { useSession } from '@/storefront/modules/auth/use-session';
import { DashboardLayout, DashboardPartLoading } from '@/storefront/modules/common/dashboard-layout';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import { StorePage } from '@/storefront/modules/shell/store-page';
import { browserOnly } from '@/storefront/modules/common/browser-only';

// What the signed-in shopper sees loads after the saved-state gate, with the account calls and RTK
// Query, which the page's first paint (the frame and its loading line) does not need (docs/page-speed.md).
export type MyReviewsPageProps = StorePageProps;

const MyReviews = browserOnly(() => import('./my-reviews-view').then((module) => module.MyReviews), { loading: DashboardPartLoading });

/** `/dashboard/reviews`: the shopper's reviews with their status; edit in a dialog, delete after asking. */
export function MyReviewsTemplate(props: MyReviewsPageProps | EmptyPageProps) {
  const { t } = useTranslation('reviews');
  const { signOut } = useSession();
  if (!hasPageData<MyReviewsPageProps>(props, 'site')) return <PageUnavailable />;
  return (
    <StorePage page={props} title={t('list.title')}>
      <DashboardLayout title={t('list.title')} intro={t('list.intro')} signOut={signOut}>
        {() => <MyReviews />}
      </DashboardLayout>
    </StorePage>
  );
}
