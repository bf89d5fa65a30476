import { useState } from 'react';
import type { AdminPromotion } from '@/shared/contracts/admin-promotions';
import styles from '@/storefront/modules/admin/common/back-office.module.css';
import { ErrorNote, OkNote } from '@/storefront/modules/admin/common/notice';
import { SubsiteOptions } from '@/storefront/modules/admin/common/subsite-options';
import type { SubsiteChoice } from '@/storefront/modules/admin/common/use-subsites';
import { type PromotionInput, useSavePromotionMutation } from './promotions-api';

const day = (iso: string) => iso.slice(0, 10);
const blank = (): PromotionInput => {
  const now = new Date();
  return { couponCode: '', subsiteID: 1, name: '', kind: 'percent', value: 10, minSubtotal: 0, maxDiscount: null, startsAt: now.toISOString(), endsAt: new Date(now.getTime() + 30 * 86_400_000).toISOString(), oncePerCustomer: false, stackable: false, showOnProduct: false };
};

/** Create or edit a coupon; the services refuse bad input naming the field. */
export function PromotionForm({ editing, subsites, onDone }: { editing: AdminPromotion | null; subsites: SubsiteChoice[]; onDone: () => void }) {
  const [values, setValues] = useState<PromotionInput>(editing ? { ...editing, couponCode: editing.couponCode } : blank());
  const [save, { error, isLoading }] = useSavePromotionMutation();
  const [saved, setSaved] = useState<string | null>(null);
  const set = <K extends keyof PromotionInput>(key: K, value: PromotionInput[K]) => setValues({ ...values, [key]: value });
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  return (
    <form
      className={styles.panel}
      onSubmit={async (event) => {
        event.preventDefault();
        const { couponCode, subsiteID, name, kind, value, minSubtotal, maxDiscount, startsAt, endsAt, oncePerCustomer, stackable, showOnProduct } = values;
        const answer = await save({ promoID: editing?.promoID, body: { couponCode, subsiteID, name, kind, value, minSubtotal, maxDiscount, startsAt, endsAt, oncePerCustomer, stackable, showOnProduct } });
        if ('data' in answer && answer.data) {
          setSaved(`${answer.data.couponCode} saved`);
          onDone();
        }
      }}
    >
      <h2>{editing ? `Edit ${editing.couponCode}` : 'New coupon'}</h2>
      <div className={styles.form}>
        <label className={styles.field}>
          Code
          <input name="couponCode" value={values.couponCode} onChange={(event) => set('couponCode', event.target.value)} />
        </label>
        <label className={styles.field}>
          Name
          <input name="name" value={values.name} onChange={(event) => set('name', event.target.value)} />
        </label>
        <label className={styles.field}>
          Subsite
          <select name="subsiteID" value={values.subsiteID} onChange={(event) => set('subsiteID', Number(event.target.value))}>
            <SubsiteOptions subsites={subsites} />
          </select>
        </label>
        <label className={styles.field}>
          Kind
          <select name="kind" value={values.kind} onChange={(event) => set('kind', event.target.value as PromotionInput['kind'])}>
            <option value="percent">percent off</option>
            <option value="fixed">amount off</option>
          </select>
        </label>
        <label className={styles.field}>
          Value
          <input name="value" inputMode="decimal" defaultValue={values.value} onChange={(event) => set('value', number(event.target.value))} />
        </label>
        <label className={styles.field}>
          Minimum order
          <input name="minSubtotal" inputMode="decimal" defaultValue={values.minSubtotal} onChange={(event) => set('minSubtotal', number(event.target.value))} />
        </label>
        <label className={styles.field}>
          Largest discount (blank: none)
          <input name="maxDiscount" inputMode="decimal" defaultValue={values.maxDiscount ?? ''} onChange={(event) => set('maxDiscount', event.target.value.trim() ? number(event.target.value) : null)} />
        </label>
        <label className={styles.field}>
          Valid from
          <input type="date" name="startsAt" value={day(values.startsAt)} onChange={(event) => set('startsAt', `${event.target.value}T00:00:00Z`)} />
        </label>
        <label className={styles.field}>
          Valid until
          <input type="date" name="endsAt" value={day(values.endsAt)} onChange={(event) => set('endsAt', `${event.target.value}T23:59:59Z`)} />
        </label>
        <label className={styles.row}>
          <input type="checkbox" name="oncePerCustomer" checked={values.oncePerCustomer} onChange={(event) => set('oncePerCustomer', event.target.checked)} /> Once per customer
        </label>
        <label className={styles.row}>
          <input type="checkbox" name="stackable" checked={values.stackable} onChange={(event) => set('stackable', event.target.checked)} /> Combines with others
        </label>
        <label className={styles.row}>
          <input type="checkbox" name="showOnProduct" checked={values.showOnProduct} onChange={(event) => set('showOnProduct', event.target.checked)} /> Shown on product pages
        </label>
        <button type="submit" className={styles.button} disabled={isLoading}>
          Save coupon
        </button>
      </div>
      <ErrorNote error={error} />
      <OkNote text={saved} />
    </form>
  );
}
