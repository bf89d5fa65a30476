import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, useId, useState } from 'react';
import type { CancelItems } from '@/shared/contracts/orders';
import type { RefundMethod } from '@/shared/contracts/order-life';
import { FormAlert } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { notify } from '@/storefront/modules/common/notify';
import type { OrderWriting } from './as-ordered';
import { cancelBodyOf, cancelProblems, type CancelSelection } from './cancel-selection';
import { FormLoader, PickName } from './after-sales-states';
import { useCheckedSubmit } from './use-checked-submit';
import { useCancelOrderMutation, useGetCancelItemsQuery, useListCancelReasonsQuery } from './orders-api';
import requestStyles from './after-sales-forms.module.css';

export interface CancelFormProps {
  orderID: number;
  /** The order's currency (the unit prices) and language (its pieces' names). */
  order: OrderWriting;
  /** Something was paid (card, cash collected, or store credit): where the refund goes is the shopper's choice. */
  refundable: boolean;
  onDone: () => void;
  onClose: () => void;
}

/** Cancel the whole order or some units of some lines, with a reason and where the refund goes. */
export function CancelForm({ orderID, order, refundable, onDone, onClose }: CancelFormProps) {
  const { t } = useTranslation('orders');
  const items = useGetCancelItemsQuery(orderID, { refetchOnMountOrArgChange: true });
  const reasons = useListCancelReasonsQuery();
  return (
    <FormLoader ns="orders" items={items} reasons={reasons} text={{ error: t('errors.detail'), nothing: t('cancel.nothing'), close: t('close') }} onClose={onClose}>
      {(data, reasonList) => <CancelFields orderID={orderID} order={order} refundable={refundable} items={data} reasons={reasonList} onDone={onDone} onClose={onClose} />}
    </FormLoader>
  );
}

function CancelFields({ orderID, order, refundable, items, reasons, onDone, onClose }: CancelFormProps & { items: CancelItems; reasons: { reasonID: string; label: string }[] }) {
  const { t } = useTranslation('orders');
  const ids = useId();
  const [cancel, cancelling] = useCancelOrderMutation();
  const [selection, setSelection] = useState<CancelSelection>({
    orderID,
    whole: true,
    units: {},
    reasonID: '',
    comment: '',
    refundMethod: items.refundMethods[0] ?? 'store_credit',
  });
  const { problems, error, send } = useCheckedSubmit('orders', cancelProblems(selection));
  const change = (patch: Partial<CancelSelection>) => setSelection((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await send(() => cancel(cancelBodyOf(selection)), t('errors.cancel'));
    if (!result) return;
    notify('success', selection.whole ? t('cancel.doneWhole') : t('cancel.doneLines'));
    onDone();
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('cancel.title')}>
      <fieldset className={requestStyles.fieldset}>
        <legend className={formStyles.label}>{t('cancel.what')}</legend>
        <label className={formStyles.check}>
          <input type="radio" name="scope" checked={selection.whole} onChange={() => change({ whole: true })} />
          {t('cancel.whole')}
        </label>
        <label className={formStyles.check}>
          <input type="radio" name="scope" checked={!selection.whole} onChange={() => change({ whole: false })} />
          {t('cancel.some')}
        </label>
      </fieldset>
      {!selection.whole ? (
        <fieldset className={requestStyles.fieldset} aria-invalid={problems.includes('lines') || undefined}>
          <legend className={formStyles.label}>{t('cancel.lines')}</legend>
          <ul className={requestStyles.pickList}>
            {items.items.map((item) => (
              <li key={item.orderLineID} className={requestStyles.pick}>
                <PickName htmlFor={`${ids}-units-${item.orderLineID}`} item={item} order={order} />
                <select id={`${ids}-units-${item.orderLineID}`} className={formStyles.select} value={selection.units[item.orderLineID] ?? 0}
                  onChange={(event) => change({ units: { ...selection.units, [item.orderLineID]: Number(event.target.value) } })}>
                  {Array.from({ length: item.quantity + 1 }, (_, units) => (
                    <option key={units} value={units}>{units === 0 ? t('cancel.keep') : t('cancel.units', { count: units })}</option>
                  ))}
                </select>
              </li>
            ))}
          </ul>
          {problems.includes('lines') ? <p className={formStyles.error}>{t('cancel.pickLines')}</p> : null}
        </fieldset>
      ) : null}
      <div className={formStyles.field}>
        <label htmlFor={`${ids}-reason`} className={formStyles.label}>{t('cancel.reason')}</label>
        <select id={`${ids}-reason`} className={formStyles.select} value={selection.reasonID} aria-invalid={problems.includes('reason') || undefined}
          onChange={(event) => change({ reasonID: event.target.value })}>
          <option value="">{t('cancel.chooseReason')}</option>
          {reasons.map((reason) => <option key={reason.reasonID} value={reason.reasonID}>{reason.label}</option>)}
        </select>
        {problems.includes('reason') ? <p className={formStyles.error}>{t('cancel.pickReason')}</p> : null}
      </div>
      <div className={formStyles.field}>
        <label htmlFor={`${ids}-comment`} className={formStyles.label}>{t('cancel.comment')}</label>
        <textarea id={`${ids}-comment`} className={formStyles.input} rows={3} maxLength={500} value={selection.comment}
          onChange={(event) => change({ comment: event.target.value })} />
      </div>
      {refundable && items.refundMethods.length > 1 ? (
        <fieldset className={requestStyles.fieldset}>
          <legend className={formStyles.label}>{t('cancel.refundTo')}</legend>
          {items.refundMethods.map((method: RefundMethod) => (
            <label key={method} className={formStyles.check}>
              <input type="radio" name="refundMethod" value={method} checked={selection.refundMethod === method} onChange={() => change({ refundMethod: method })} />
              {t(`refundMethods.${method}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <FormAlert>{error}</FormAlert>
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={cancelling.isLoading}>
          {cancelling.isLoading ? <span className="spinner" aria-hidden="true" /> : null}
          {selection.whole ? t('cancel.submitWhole') : t('cancel.submitLines')}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>{t('cancel.keepOrder')}</button>
      </div>
    </form>
  );
}
