import { useTranslation } from '@/storefront/lib/i18n';
import { type ReactNode, useState } from 'react';
import type { ProductReviewsPage } from '@/shared/contracts/reviews';
import { useNumber, useSite } from '@/storefront/modules/common/site-context';
import { WriteReviewLink } from '@/storefront/modules/catalogue/write-review-link';
import styles from './product-extras.module.css';
import type { ReviewsShown } from './review-page-reader';
import { reviewDate } from './review-date';
import { StarRating } from './star-rating';
import { browserOnly } from '@/storefront/modules/common/browser-only';

// Further pages are read in the browser when asked for: the calls' code (RTK Query) loads then (docs/page-speed.md).
const ReviewPageReader = browserOnly(() => import('./review-page-reader').then((module) => module.ReviewPageReader));

interface ProductReviewsProps {
  productID: number;
  firstPage: ProductReviewsPage | null;
  /** The first page's dates as the server wrote them (absent from a page cached before they were). */
  firstDates?: Record<number, string>;
}

/**
 * Average rating, the histogram and the reviews ten a page. Page 1 comes with the page (it is
 * what search engines see); further pages are read in the browser.
 */
export function ProductReviews({ productID, firstPage, firstDates = {} }: ProductReviewsProps) {
  const [page, setPage] = useState(1);
  const body = ({ data, fetching }: ReviewsShown): ReactNode => {
    const summary = firstPage ?? data;
    const dates = page === 1 ? firstDates : {};
    return summary ? <ReviewsBody productID={productID} summary={summary} shown={{ data, fetching }} dates={dates} page={page} onPage={setPage} /> : null;
  };
  if (page === 1 && firstPage) return body({ data: firstPage, fetching: false });
  return <ReviewPageReader productID={productID} page={page} render={body} />;
}

interface ReviewsBodyProps {
  productID: number;
  summary: ProductReviewsPage;
  shown: ReviewsShown;
  /** Dates the server wrote (review-date.ts); any other review's is formatted here. */
  dates: Record<number, string>;
  page: number;
  onPage: (page: number) => void;
}

function ReviewsBody({ productID, summary, shown: { data, fetching }, dates, page, onPage }: ReviewsBodyProps) {
  const { t } = useTranslation('product');
  const number = useNumber();
  const { languageTag } = useSite();
  const average = number(summary.averageRating, 1);

  return (
    <section className={styles.reviews} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.sectionTitle}>
        {t('reviews.title')}
      </h2>
      <WriteReviewLink productID={productID} />
      {summary.reviewCount === 0 ? (
        <p className={styles.muted}>{t('reviews.none')}</p>
      ) : (
        <div className={styles.reviewsLayout}>
          <div className={styles.summary}>
            <p className={styles.average}>{average}</p>
            <StarRating rating={summary.averageRating} label={t('reviews.average', { rating: average })} size={22} />
            <p className={styles.muted}>{t('reviews.count', { count: summary.reviewCount, formatted: number(summary.reviewCount) })}</p>
            <ul className={styles.histogram} aria-label={t('reviews.histogram')}>
              {summary.histogram.map(({ rating, count }) => (
                <li key={rating}>
                  <span>{t('reviews.stars', { count: rating, formatted: number(rating) })}</span>
                  <span className={styles.bar} aria-hidden="true">
                    <span style={{ inlineSize: `${summary.reviewCount ? (count / summary.reviewCount) * 100 : 0}%` }} />
                  </span>
                  <span>{number(count)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <ul className={styles.reviewList} aria-busy={fetching}>
              {(data?.reviews ?? []).map((review) => (
                <li key={review.reviewID} className={styles.review}>
                  <StarRating rating={review.productRating} label={t('reviews.rated', { rating: review.productRating })} />
                  {/* A review keeps its own language and direction (an English one on an Arabic page reads left to right); the date is the page's. */}
                  <h3 className={styles.reviewTitle} lang={review.languageCode} dir="auto">
                    {review.reviewTitle}
                  </h3>
                  <p lang={review.languageCode} dir="auto">
                    {review.reviewText}
                  </p>
                  <p className={styles.muted}>
                    <bdi lang={review.languageCode}>{review.reviewerName}</bdi> · <time dateTime={review.createdAt}>{dates[review.reviewID] ?? reviewDate(review.createdAt, languageTag)}</time>
                  </p>
                </li>
              ))}
            </ul>
            {summary.totalPages > 1 ? (
              <nav className={styles.reviewPages} aria-label={t('reviews.pages')}>
                <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                  {t('reviews.previous')}
                </button>
                <span>{t('reviews.pageOf', { page: number(page), total: number(summary.totalPages) })}</span>
                <button type="button" className="button button-secondary" disabled={page >= summary.totalPages} onClick={() => onPage(page + 1)}>
                  {t('reviews.next')}
                </button>
              </nav>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}
