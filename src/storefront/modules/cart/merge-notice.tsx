import type { TFunction } from '@/storefront/lib/i18n';
import { useTranslation } from '@/storefront/lib/i18n';
import { useAppDispatch, useAppSelector } from '@/storefront/app/hooks';
import type { CartState } from './cart-slice';
import { mergeNoticeDismissed, selectMergeNotice } from './cart-slice';
import styles from './cart-template.module.css';

/** "2 pieces from your earlier visit were added to your cart." (and the stock cap, when it applied). */
export function mergeNoticeText(t: TFunction, notice: NonNullable<CartState['mergeNotice']>): string {
  const parts = notice.pieces > 0 ? [t('cartMerge.added', { count: notice.pieces })] : [];
  if (notice.limitedByStock) parts.push(t('cartMerge.limited'));
  return parts.join(' ');
}

/** What signing in brought from the account's earlier cart, on the cart page until dismissed. */
export function MergeNotice() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectMergeNotice);
  if (!notice) return null;
  return (
    <div className={styles.mergeNotice} role="status" data-testid="cart-merge-notice">
      <p>{mergeNoticeText(t, notice)}</p>
      <button type="button" className="button button-secondary" onClick={() => dispatch(mergeNoticeDismissed())}>
        {t('cartMerge.dismiss')}
      </button>
    </div>
  );
}
