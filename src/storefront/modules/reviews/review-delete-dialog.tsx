import { useTranslation } from '@/storefront/lib/i18n';
import type { UserReview } from '@/shared/contracts/reviews';
import { notify } from '@/storefront/modules/common/notify';
import { ModalDialog } from './modal-dialog';
import { reviewErrorMessage } from './review-errors';
import { useReviewTexts } from './review-validation';
import { useDeleteReviewMutation } from './reviews-api';
import styles from './review-form.module.css';

/** Asks before deleting a review (`POST /api/users/reviewdelete`). */
export function ReviewDeleteDialog({ review, onClose }: { review: UserReview | null; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  const texts = useReviewTexts();
  const [remove, { isLoading }] = useDeleteReviewMutation();

  async function confirm() {
    if (!review) return;
    const result = await remove(review.reviewID);
    if ('error' in result && result.error) {
      notify('error', reviewErrorMessage(result.error, texts.errors));
      return;
    }
    notify('success', t('toast.deleted'));
    onClose();
  }

  return (
    <ModalDialog title={t('delete.title')} open={review !== null} onClose={onClose}>
      <p>{t('delete.text', { title: review?.productReviewTitle ?? '' })}</p>
      <div className={styles.dialogActions}>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('delete.cancel')}
        </button>
        <button type="button" className={`button ${styles.danger}`} disabled={isLoading} onClick={() => void confirm()}>
          {t('delete.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
