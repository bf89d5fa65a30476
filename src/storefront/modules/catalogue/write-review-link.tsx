import { selectSignedInUser } from '@/storefront/app/auth-state';
import { useAppSelector } from '@/storefront/app/use-app-selector';
import { useHydrated } from '@/storefront/app/use-hydrated';
import { browserOnly } from '@/storefront/modules/common/browser-only';

// Only a signed-in shopper is asked about: the call's code loads for them alone (docs/page-speed.md).
const ReviewEligibilityLink = browserOnly(() => import('./review-eligibility-link').then((module) => module.ReviewEligibilityLink));

/**
 * "Write a review" under a product's reviews, offered only to a signed-in shopper who bought the
 * piece and has not reviewed it; one who has gets a link to their reviews instead. Texts come
 * from the product page's namespace.
 */
export function WriteReviewLink({ productID, className }: { productID: number; className?: string }) {
  const hydrated = useHydrated();
  const user = useAppSelector(selectSignedInUser);
  if (!hydrated || !user) return null;
  return <ReviewEligibilityLink productID={productID} className={className} />;
}
