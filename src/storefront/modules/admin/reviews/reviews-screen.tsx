import { useState } from 'react';
import styles from '@/storefront/modules/admin/common/back-office.module.css';
import { when } from '@/storefront/modules/admin/common/money';
import { ErrorNote } from '@/storefront/modules/admin/common/notice';
import { Pager } from '@/storefront/modules/admin/common/pager';
import { useModerateReviewMutation, useReviewQueueQuery } from './reviews-api';

const PAGE = 20;

/** `/admin/reviews`: the moderation queue; approve, or reject with a reason. */
export function ReviewsScreen() {
  const [status, setStatus] = useState('pending');
  const [from, setFrom] = useState(0);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const { data, error } = useReviewQueueQuery({ status, limitFrom: from, limitTo: from + PAGE });
  const [moderate, { error: moderateError, isLoading }] = useModerateReviewMutation();
  return (
    <>
      <label className={styles.field}>
        Status
        <select name="reviewStatus" value={status} onChange={(event) => (setStatus(event.target.value), setFrom(0))}>
          {['pending', 'approved', 'rejected', 'all'].map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </label>
      <ErrorNote error={error ?? moderateError} />
      {data?.items.length === 0 && <p>No reviews here.</p>}
      {data?.items.map((review) => (
        <article key={review.reviewID} className={styles.panel}>
          <h2>
            {'★'.repeat(review.rating)} {review.title}
          </h2>
          <p className={styles.muted}>
            {review.reviewerName} on {review.productName} · {when(review.createdAt)} · {review.status}
          </p>
          <p>{review.body}</p>
          {review.status === 'pending' && (
            <div className={styles.row}>
              <button type="button" className={styles.button} disabled={isLoading} onClick={() => void moderate({ reviewID: review.reviewID, status: 'approved', reason: '' })}>
                Approve
              </button>
              <label className={styles.field}>
                Reason to reject
                <input name={`reason-${review.reviewID}`} value={reasons[review.reviewID] ?? ''} onChange={(event) => setReasons({ ...reasons, [review.reviewID]: event.target.value })} />
              </label>
              <button type="button" className={styles.secondary} disabled={isLoading} onClick={() => void moderate({ reviewID: review.reviewID, status: 'rejected', reason: reasons[review.reviewID] ?? '' })}>
                Reject
              </button>
            </div>
          )}
        </article>
      ))}
      {data && <Pager from={from} size={PAGE} total={data.total} onChange={setFrom} />}
    </>
  );
}
