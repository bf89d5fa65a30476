import { useTranslation } from '@/storefront/lib/i18n';
import { selectSignedInUser } from '@/storefront/app/auth-slice';
import { useAppSelector } from '@/storefront/app/hooks';
import { useHydrated } from '@/storefront/app/use-hydrated';
import { Link } from '@/storefront/modules/common/link';
import { MY_REVIEWS_PATH, writeReviewPath } from '@/storefront/modules/common/review-paths';
import { useGetReviewEligibilityQuery } from '@/storefront/modules/reviews/reviews-api';

/**
 * "Write a review" under a product's reviews, offered only to a signed-in shopper who bought the
 * piece and has not reviewed it; one who has gets a link to their reviews instead. Texts come
 * from the product page's namespace.
 */
export function WriteReviewLink({ productID, className }: { productID: number; className?: string }) {
  const { t } = useTranslation('product');
  const hydrated = useHydrated();
  const user = useAppSelector(selectSignedInUser);
  const { data } = useGetReviewEligibilityQuery(productID, { skip: !hydrated || !user });
  if (!hydrated || !user || !data) return null;
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
