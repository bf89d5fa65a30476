import { useTranslation } from '@/storefront/lib/i18n';
import { hasPageData } from '@/storefront/lib/page-data';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import { StorePage } from '@/storefront/modules/shell/store-page';
import styles from './reviews.module.css';
import { ReviewWaiting } from './review-waiting';
import { browserOnly } from '@/storefront/modules/common/browser-only';

// The form and the eligibility call load with RTK Query after the saved-state gate; the first paint
// is the page's frame and its loading line (docs/page-speed.md).
export type WriteReviewPageProps = StorePageProps;

const WriteReview = browserOnly(() => import('./write-review-view').then((module) => module.WriteReview), { loading: () => <ReviewWaiting /> });

/** `/write-review?productID=`: a signed-in shopper reviews a piece they bought (docs/requirements/pages.md#saved-state-gate, behind the saved-state gate). */
export function WriteReviewTemplate(props: WriteReviewPageProps | EmptyPageProps) {
  const { t } = useTranslation('reviews');
  if (!hasPageData<WriteReviewPageProps>(props, 'site')) return <PageUnavailable />;
  return (
    <StorePage page={props} title={t('write.title')}>
      <div className={`container ${styles.page}`}>
        <WriteReview />
      </div>
    </StorePage>
  );
}
