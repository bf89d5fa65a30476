import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, useId, useState } from 'react';
import type { ReturnItems } from '@/shared/contracts/returns';
import { FormAlert } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { notify } from '@/storefront/modules/common/notify';
import type { OrderWriting } from '@/storefront/modules/orders/as-ordered';
import { FormLoader, PickName } from '@/storefront/modules/orders/after-sales-states';
import { useCheckedSubmit } from '@/storefront/modules/orders/use-checked-submit';
import { allUploaded, ImagePicker, imageIDsOf, type PickedImage } from './image-picker';
import { returnBodyOf, returnProblems } from './return-selection';
import { useCreateReturnMutation, useGetReturnItemsQuery, useListReturnReasonsQuery } from './returns-api';
import requestStyles from '@/storefront/modules/orders/after-sales-forms.module.css';

export interface ReturnFormProps {
  orderID: number;
  /** The order's currency (the unit prices) and language (its pieces' names). */
  order: OrderWriting;
  onDone: (returnID: number) => void;
  onClose: () => void;
}

/** Return delivered pieces: which units, why, a note and photos. */
export function ReturnForm({ orderID, order, onDone, onClose }: ReturnFormProps) {
  const { t } = useTranslation('returns');
  const items = useGetReturnItemsQuery(orderID, { refetchOnMountOrArgChange: true });
  const reasons = useListReturnReasonsQuery();
  return (
    <FormLoader ns="returns" items={items} reasons={reasons} text={{ error: t('errors.items'), nothing: t('form.nothing'), close: t('form.close') }} onClose={onClose}>
      {(data, reasonList) => <ReturnFields orderID={orderID} order={order} items={data} reasons={reasonList} onDone={onDone} onClose={onClose} />}
    </FormLoader>
  );
}

function ReturnFields({ orderID, order, items, reasons, onDone, onClose }: ReturnFormProps & { items: ReturnItems; reasons: { reasonID: string; label: string }[] }) {
  const { t } = useTranslation('returns');
  const ids = useId();
  const [create, creating] = useCreateReturnMutation();
  // A single piece is preselected: there is nothing else to choose.
  const only = items.items.length === 1 && items.items[0]!.quantity === 1 ? { [items.items[0]!.orderLineID]: 1 } : {};
  const [units, setUnits] = useState<Record<number, number>>(only);
  const [reasonID, setReasonID] = useState('');
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const selection = { orderID, units, reasonID, comment, imageIDs: imageIDsOf(images) };
  const { problems, error, send } = useCheckedSubmit('returns', returnProblems(selection, !allUploaded(images)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await send(() => create(returnBodyOf(selection)), t('errors.create'));
    if (!result) return;
    notify('success', t('form.created', { number: result.data.rmaNumber }));
    onDone(result.data.returnID);
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.title')}>
      <fieldset className={requestStyles.fieldset}>
        <legend className={formStyles.label}>{t('form.lines')}</legend>
        <ul className={requestStyles.pickList}>
          {items.items.map((item) => (
            <li key={item.orderLineID} className={requestStyles.pick}>
              <PickName htmlFor={`${ids}-units-${item.orderLineID}`} item={item} order={order} />
              <select id={`${ids}-units-${item.orderLineID}`} className={formStyles.select} value={units[item.orderLineID] ?? 0}
                onChange={(event) => setUnits({ ...units, [item.orderLineID]: Number(event.target.value) })}>
                {Array.from({ length: item.quantity + 1 }, (_, count) => (
                  <option key={count} value={count}>{count === 0 ? t('form.keep') : t('form.units', { count })}</option>
                ))}
              </select>
            </li>
          ))}
        </ul>
        {problems.includes('lines') ? <p className={formStyles.error}>{t('form.pickLines')}</p> : null}
      </fieldset>
      <div className={formStyles.field}>
        <label htmlFor={`${ids}-reason`} className={formStyles.label}>{t('form.reason')}</label>
        <select id={`${ids}-reason`} className={formStyles.select} value={reasonID} aria-invalid={problems.includes('reason') || undefined}
          onChange={(event) => setReasonID(event.target.value)}>
          <option value="">{t('form.chooseReason')}</option>
          {reasons.map((reason) => <option key={reason.reasonID} value={reason.reasonID}>{reason.label}</option>)}
        </select>
        {problems.includes('reason') ? <p className={formStyles.error}>{t('form.pickReason')}</p> : null}
      </div>
      <div className={formStyles.field}>
        <label htmlFor={`${ids}-comment`} className={formStyles.label}>{t('form.comment')}</label>
        <textarea id={`${ids}-comment`} className={formStyles.input} rows={3} maxLength={1000} value={comment} onChange={(event) => setComment(event.target.value)} />
      </div>
      <ImagePicker images={images} onChange={setImages} label={t('photos.label')} />
      {problems.includes('photos') ? <p className={formStyles.error}>{allUploaded(images) ? t('form.needPhoto') : t('form.photosPending')}</p> : null}
      <FormAlert>{error}</FormAlert>
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={creating.isLoading}>
          {creating.isLoading ? <span className="spinner" aria-hidden="true" /> : null}
          {t('form.submit')}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>{t('form.close')}</button>
      </div>
    </form>
  );
}
