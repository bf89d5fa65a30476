import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, useId, useState } from 'react';
import { REVIEW_LIMITS } from '@/shared/constants';
import { FormAlert, FormField } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { useCaptcha } from '@/storefront/modules/captcha/use-captcha';
import { notify } from '@/storefront/modules/common/notify';
import { reviewErrorMessage } from './review-errors';
import { useCreateReviewMutation } from './reviews-api';
import styles from './review-form.module.css';
import { StarInput } from './star-input';
import { type ReviewDraft, useReviewTexts, validateReview } from './review-validation';

/** Rating, title, text and the captcha; sent as form data to `POST /api/products/{id}/reviews/`. */
export function ReviewForm({ productID, onDone }: { productID: number; onDone: () => void }) {
  const { t } = useTranslation('reviews');
  const texts = useReviewTexts();
  const captcha = useCaptcha();
  const textId = useId();
  const [create] = useCreateReviewMutation();
  const [draft, setDraft] = useState<ReviewDraft>({ rating: 0, title: '', text: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof ReviewDraft, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateReview(draft, texts);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    setBusy(true);
    try {
      const reCaptchaToken = await captcha.getToken().catch(() => null);
      if (!reCaptchaToken) return setFailure(t('errors.captcha'));
      const result = await create({ productID, productRating: draft.rating, reviewTitle: draft.title.trim(), reviewText: draft.text.trim(), reCaptchaToken });
      if ('error' in result && result.error) {
        const message = reviewErrorMessage(result.error, texts.errors);
        setFailure(message);
        return;
      }
      notify('success', t('toast.created'));
      onDone();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={submit} noValidate>
      <StarInput value={draft.rating} onChange={(rating) => setDraft({ ...draft, rating })} error={errors.rating} />
      <FormField label={t('form.title')} name="reviewTitle" value={draft.title} maxLength={REVIEW_LIMITS.titleMax} error={errors.title}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })} dir="auto" />
      <ReviewTextArea id={textId} value={draft.text} error={errors.text} onChange={(text) => setDraft({ ...draft, text })} />
      {captcha.widget ? <div className={styles.captcha}>{captcha.widget}</div> : null}
      <FormAlert>{failure}</FormAlert>
      <button type="submit" className={`button ${formStyles.submit}`} disabled={busy}>
        {busy ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}

export function ReviewTextArea({ id, value, error, onChange }: { id: string; value: string; error?: string; onChange: (text: string) => void }) {
  const { t } = useTranslation('reviews');
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {t('form.text')}
      </label>
      <textarea id={id} name="reviewText" className={`${formStyles.input} ${styles.textarea}`} rows={6} maxLength={REVIEW_LIMITS.textMax} dir="auto"
        value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} />
      <p id={`${id}-hint`} className={formStyles.hint}>
        {t('form.textHint', { min: REVIEW_LIMITS.textMin, length: value.trim().length, max: REVIEW_LIMITS.textMax })}
      </p>
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
