import type { ReactNode } from 'react';
import type { ProductReviewsPage } from '@/shared/contracts/reviews';
import { useListProductReviewsQuery } from './catalogue-api';

export interface ReviewsShown {
  data: ProductReviewsPage | null;
  fetching: boolean;
}

export interface ReviewPageReaderProps {
  productID: number;
  page: number;
  render: (shown: ReviewsShown) => ReactNode;
}

/** A page of a product's reviews read in the browser (product-reviews.tsx loads this on demand). */
export function ReviewPageReader({ productID, page, render }: ReviewPageReaderProps) {
  const query = useListProductReviewsQuery({ productID, page });
  return render({ data: query.currentData ?? null, fetching: query.isFetching });
}
