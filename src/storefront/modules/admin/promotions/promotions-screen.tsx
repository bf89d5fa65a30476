import { useState } from 'react';
import type { AdminPromotion } from '@/shared/contracts/admin-promotions';
import styles from '@/storefront/modules/admin/common/back-office.module.css';
import { money } from '@/storefront/modules/admin/common/money';
import { ErrorNote } from '@/storefront/modules/admin/common/notice';
import { useSubsites } from '@/storefront/modules/admin/common/use-subsites';
import { PromotionForm } from './promotion-form';
import { useDeactivatePromotionMutation, usePromotionsQuery } from './promotions-api';

/** `/admin/promotions`: every coupon, a form to create or edit one, and deactivation. */
export function PromotionsScreen() {
  const subsites = useSubsites();
  const { data, error } = usePromotionsQuery({});
  const [editing, setEditing] = useState<AdminPromotion | null | 'new'>(null);
  const [deactivate, { error: deactivateError }] = useDeactivatePromotionMutation();
  return (
    <>
      <button type="button" className={styles.button} onClick={() => setEditing('new')}>
        New coupon
      </button>
      {editing && <PromotionForm key={editing === 'new' ? 'new' : editing.promoID} editing={editing === 'new' ? null : editing} subsites={subsites} onDone={() => undefined} />}
      <ErrorNote error={error ?? deactivateError} />
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Code</th>
              <th>Subsite</th>
              <th>Value</th>
              <th>Minimum</th>
              <th>Valid</th>
              <th>Used</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data?.map((promotion) => (
              <tr key={promotion.promoID}>
                <td>
                  <strong>{promotion.couponCode}</strong>
                  <br />
                  <span className={styles.muted}>{promotion.name}</span>
                </td>
                <td>{subsites.find((subsite) => subsite.id === promotion.subsiteID)?.code.toUpperCase() ?? promotion.subsiteID}</td>
                <td>{promotion.kind === 'percent' ? `${promotion.value} %` : money(promotion.value, promotion.currencyCode)}</td>
                <td>{money(promotion.minSubtotal, promotion.currencyCode)}</td>
                <td>
                  {promotion.startsAt.slice(0, 10)} – {promotion.endsAt.slice(0, 10)} {promotion.active ? '(active)' : '(not active)'}
                  {promotion.oncePerCustomer && <div className={styles.muted}>once per customer</div>}
                </td>
                <td>{promotion.redemptions}</td>
                <td className={styles.row}>
                  <button type="button" className={styles.secondary} onClick={() => setEditing(promotion)}>
                    Edit
                  </button>
                  {promotion.active && (
                    <button type="button" className={styles.secondary} onClick={() => void deactivate(promotion.promoID)}>
                      Deactivate
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
