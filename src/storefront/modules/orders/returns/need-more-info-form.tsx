import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { notify } from '@/storefront/modules/common/notify';
import { afterSalesError } from '@/storefront/modules/orders/orders-messages';
import { allUploaded, ImagePicker, imageIDsOf, type PickedImage } from './image-picker';
import { useAnswerNeedMoreInfoMutation } from './returns-api';

/** Staff asked for more: the shopper answers with a note and photos (`needmoreinfoImages`); the return goes back to staff. */
export function NeedMoreInfoForm({ returnID }: { returnID: number }) {
  const { t } = useTranslation('returns');
  const id = useId();
  const [answer, answering] = useAnswerNeedMoreInfoMutation();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!comment.trim()) return setProblem(t('answer.needText'));
    if (!allUploaded(images)) return setProblem(t('form.photosPending'));
    setProblem(null);
    setError(null);
    const result = await answer({ returnID, comment: comment.trim(), imageIDs: imageIDsOf(images) });
    if (result.error) {
      const message = afterSalesError(result.error, t('errors.answer'), t('errors.somethingWrong'));
      setError(message);
      return;
    }
    notify('success', t('answer.sent'));
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('answer.title')}>
      <div className={formStyles.field}>
        <label htmlFor={id} className={formStyles.label}>{t('answer.text')}</label>
        <textarea id={id} className={formStyles.input} rows={4} maxLength={1000} value={comment} aria-invalid={problem ? true : undefined}
          onChange={(event) => setComment(event.target.value)} />
      </div>
      <ImagePicker images={images} onChange={setImages} label={t('photos.label')} />
      {problem ? <p className={formStyles.error}>{problem}</p> : null}
      <FormAlert>{error}</FormAlert>
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={answering.isLoading}>{t('answer.submit')}</button>
      </div>
    </form>
  );
}
