import { useTranslation } from '@/storefront/lib/i18n';
import Image from 'next/image';
import { useState } from 'react';
import type { UserReview } from '@/shared/contracts/reviews';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { Link } from '@/storefront/modules/common/link';
import { productPath } from '@/storefront/modules/common/paths';
import { useNumber, useSite } from '@/storefront/modules/common/site-context';
import { ReviewDeleteDialog } from './review-delete-dialog';
import { ReviewEditDialog } from './review-edit-dialog';
import { useListMyReviewsQuery } from './reviews-api';
import styles from './reviews.module.css';
import listStyles from './my-reviews.module.css';

export function MyReviews() {
  const { t } = useTranslation('reviews');
  const number = useNumber();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<UserReview | null>(null);
  const [deleting, setDeleting] = useState<UserReview | null>(null);
  const query = useListMyReviewsQuery(page, { refetchOnMountOrArgChange: true });
  const data = query.currentData ?? query.data;

  if (query.isLoading) {
    return (
      <p className={styles.waiting} role="status">
        <span className="spinner" aria-hidden="true" />
        {t('loading')}
      </p>
    );
  }
  if (query.isError || !data) {
    return (
      <div className={styles.notice} role="alert">
        <p>{t('list.failed')}</p>
        <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </button>
      </div>
    );
  }
  if (data.total === 0) {
    return (
      <div className={listStyles.empty}>
        <span className={listStyles.emptyIcon}>
          <Icon name="star" size={36} strokeWidth={1.2} />
        </span>
        <h2>{t('list.emptyTitle')}</h2>
        <p>{t('list.emptyText')}</p>
      </div>
    );
  }

  return (
    <>
      <ul className={listStyles.list} aria-busy={query.isFetching}>
        {data.reviews.map((review) => (
          <ReviewCard key={review.reviewID} review={review} onEdit={() => setEditing(review)} onDelete={() => setDeleting(review)} />
        ))}
      </ul>
      {data.totalPages > 1 ? (
        <nav className={listStyles.pages} aria-label={t('list.pages')}>
          <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('list.previous')}
          </button>
          <span>{t('list.pageOf', { page: number(page), total: number(data.totalPages) })}</span>
          <button type="button" className="button button-secondary" disabled={page >= data.totalPages} onClick={() => setPage(page + 1)}>
            {t('list.next')}
          </button>
        </nav>
      ) : null}
      <ReviewEditDialog review={editing} onClose={() => setEditing(null)} />
      <ReviewDeleteDialog
        review={deleting}
        onClose={() => {
          // The last review of a later page gone: step back a page.
          if (deleting && data.reviews.length === 1 && page > 1) setPage(page - 1);
          setDeleting(null);
        }}
      />
    </>
  );
}

function ReviewCard({ review, onEdit, onDelete }: { review: UserReview; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('reviews');
  const { languageTag } = useSite();
  const date = new Intl.DateTimeFormat(languageTag, { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <li className={listStyles.card}>
      <div className={listStyles.cardProduct}>
        {review.productImage ? <Image src={review.productImage} alt="" width={64} height={64} className={styles.thumb} /> : <span className={styles.thumb} />}
        <div>
          {review.productSlug ? (
            <Link href={productPath({ slug: review.productSlug })} className={listStyles.productName}>
              {review.productName}
            </Link>
          ) : (
            <span className={listStyles.productName}>{t('list.unavailable')}</span>
          )}
          <p className={styles.muted}>
            <time dateTime={review.createdAt}>{date.format(new Date(review.createdAt))}</time>
          </p>
        </div>
        <span className={`${listStyles.status} ${listStyles[`status-${review.status}`] ?? ''}`}>{t(`status.${review.status}`)}</span>
      </div>
      <span className={listStyles.cardStars} role="img" aria-label={t('form.stars', { count: review.productRatings })}>
        {[1, 2, 3, 4, 5].map((star) => (
          <Icon key={star} name={star <= review.productRatings ? 'star' : 'star-empty'} size={18} />
        ))}
      </span>
      <h3 className={listStyles.cardTitle} dir="auto">
        {review.productReviewTitle}
      </h3>
      {/* React escapes the text: what the shopper typed is shown as text, never as markup. */}
      <p className={listStyles.cardText} dir="auto">
        {review.productReviewComment}
      </p>
      <div className={listStyles.cardActions}>
        <button type="button" className={listStyles.textButton} onClick={onEdit} aria-label={t('list.editNamed', { name: review.productName })}>
          {t('list.edit')}
        </button>
        <button type="button" className={`${listStyles.textButton} ${listStyles.dangerText}`} onClick={onDelete} aria-label={t('list.deleteNamed', { name: review.productName })}>
          <Icon name="bin" size={16} />
          {t('list.delete')}
        </button>
      </div>
    </li>
  );
}
