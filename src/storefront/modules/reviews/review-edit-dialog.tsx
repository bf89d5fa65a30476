import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, useId, useState } from 'react';
import { REVIEW_LIMITS } from '@/shared/constants';
import type { UserReview } from '@/shared/contracts/reviews';
import { FormAlert, FormField } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { notify } from '@/storefront/modules/common/notify';
import { ModalDialog } from './modal-dialog';
import { reviewErrorMessage } from './review-errors';
import { ReviewTextArea } from './review-form';
import { type ReviewDraft, useReviewTexts, validateReview } from './review-validation';
import { useUpdateReviewMutation } from './reviews-api';
import styles from './reviews.module.css';
import formSheet from './review-form.module.css';
import { StarInput } from './star-input';

/** Edits a review in a dialog (`POST /api/users/reviewupdate`); the edit waits for approval again. */
export function ReviewEditDialog({ review, onClose }: { review: UserReview | null; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  return (
    <ModalDialog title={t('edit.title')} open={review !== null} onClose={onClose}>
      {review ? <EditForm review={review} onClose={onClose} /> : null}
    </ModalDialog>
  );
}

function EditForm({ review, onClose }: { review: UserReview; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  const texts = useReviewTexts();
  const textId = useId();
  const [update, { isLoading }] = useUpdateReviewMutation();
  const [draft, setDraft] = useState<ReviewDraft>({ rating: review.productRatings, title: review.productReviewTitle, text: review.productReviewComment });
  const [errors, setErrors] = useState<Partial<Record<keyof ReviewDraft, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateReview(draft, texts);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await update({
      reviewID: review.reviewID,
      productRatings: draft.rating,
      productReviewTitle: draft.title.trim(),
      productReviewComment: draft.text.trim(),
    });
    if ('error' in result && result.error) {
      const message = reviewErrorMessage(result.error, texts.errors);
      setFailure(message);
      return;
    }
    notify('success', t('toast.updated'));
    onClose();
  }

  return (
    <form className={`${formStyles.form} ${formSheet.form}`} onSubmit={submit} noValidate>
      <p className={formSheet.dialogProduct}>{review.productName || t('list.unavailable')}</p>
      <StarInput value={draft.rating} onChange={(rating) => setDraft({ ...draft, rating })} error={errors.rating} />
      <FormField label={t('form.title')} name="productReviewTitle" value={draft.title} maxLength={REVIEW_LIMITS.titleMax} error={errors.title}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })} dir="auto" />
      <ReviewTextArea id={textId} value={draft.text} error={errors.text} onChange={(text) => setDraft({ ...draft, text })} />
      <p className={styles.muted}>{t('edit.moderation')}</p>
      <FormAlert>{failure}</FormAlert>
      <div className={formSheet.dialogActions}>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('edit.cancel')}
        </button>
        <button type="submit" className="button" disabled={isLoading}>
          {t('edit.save')}
        </button>
      </div>
    </form>
  );
}
