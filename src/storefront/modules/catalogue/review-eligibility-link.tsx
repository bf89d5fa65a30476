import { useTranslation } from '@/storefront/lib/i18n';
import { Link } from '@/storefront/modules/common/link';
import { MY_REVIEWS_PATH, writeReviewPath } from '@/storefront/modules/common/review-paths';
import { useGetReviewEligibilityQuery } from '@/storefront/modules/reviews/reviews-api';

/** write-review-link.tsx's link for a signed-in shopper: what the services say they may do. */
export function ReviewEligibilityLink({ productID, className }: { productID: number; className: string | undefined }) {
  const { t } = useTranslation('product');
  const { data } = useGetReviewEligibilityQuery(productID);
  if (!data) return null;
  if (data.canReview) {
    return (
      <Link href={writeReviewPath(productID)} className={className ?? 'button button-secondary'}>
        {t('reviews.write')}
      </Link>
    );
  }
  if (data.reason === 'reviewed') {
    return (
      <Link href={MY_REVIEWS_PATH} className={className ?? 'button button-secondary'}>
        {t('reviews.yours')}
      </Link>
    );
  }
  return null;
}
