import { useTranslation } from '@/storefront/lib/i18n';
import Image from 'next/image';
import { Link } from '@/storefront/modules/common/link';
import type { Cart, CartItem } from '@/shared/contracts/cart';
import { useAppSelector } from '@/storefront/app/hooks';
import { cartImageSrc } from '@/storefront/modules/common/cart-image';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { productPath } from '@/storefront/modules/common/paths';
import { QuantityStepper } from '@/storefront/modules/common/quantity-stepper';
import { useMoney } from '@/storefront/modules/common/site-context';
import styles from './cart-line.module.css';
import { selectItemLoading } from './cart-slice';
import { useCartActions } from './use-cart-actions';
import { MAX_QUANTITY_PER_LINE } from '@/shared/constants';


export interface CartLineProps {
  item: CartItem;
  /** The cart's `view_image_path`: item images are named relative to it. */
  imagePath: string;
  notice?: Cart['notices'][number];
}

/** One cart line: picture, name, option, unit price, quantity (−/+), remove; a spinner while it changes. */
export function CartLine({ item, imagePath, notice }: CartLineProps) {
  const { t } = useTranslation(['cart', 'common']);
  const money = useMoney();
  const busy = useAppSelector((state) => selectItemLoading(state, item.cartItemID));
  const { updateQuantity, removeItem } = useCartActions();
  const details = item.itemDetails;
  const max = Math.max(item.orderItemQuantity, Math.min(details.stock, MAX_QUANTITY_PER_LINE));

  return (
    <li className={busy ? `${styles.line} ${styles.busy}` : styles.line} aria-busy={busy}>
      <Link href={productPath(details)} className={styles.media} tabIndex={-1} aria-hidden="true">
        <Image src={cartImageSrc(details.image, imagePath)} alt="" fill sizes="120px" className={styles.image} />
      </Link>
      <div className={styles.body}>
        <div className={styles.top}>
          <div>
            <h3 className={styles.name}>
              <Link href={productPath(details)}>{details.name}</Link>
            </h3>
            <p className={styles.meta}>
              {t(`common:metal.${details.metal}`, { defaultValue: details.metal })} · {details.purity}
              {details.productOptionName ? ` · ${details.productOptionName}` : ''}
            </p>
          </div>
          <button
            type="button"
            className={styles.remove}
            onClick={() => void removeItem(item)}
            disabled={busy}
            aria-label={t('remove', { name: details.name })}
          >
            <Icon name="bin" size={20} />
          </button>
        </div>
        {notice ? (
          <p className={styles.notice} role="note">
            {t('priceChanged', { was: money(details.addedPrice), now: money(item.orderItemPrice) })}
          </p>
        ) : null}
        <div className={styles.bottom}>
          <QuantityStepper
            value={item.orderItemQuantity}
            max={max}
            onChange={(quantity) => void updateQuantity(item, quantity)}
            disabled={busy}
            label={t('quantityFor', { name: details.name })}
          />
          <div className={styles.prices}>
            <span className={styles.unit}>{t('each', { price: money(item.orderItemPrice) })}</span>
            <strong className={styles.total}>{money(item.orderItemSubtotal)}</strong>
          </div>
        </div>
      </div>
      {busy ? (
        <span className={styles.spinner} role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('updating')}</span>
        </span>
      ) : null}
    </li>
  );
}
