import { useTranslation } from 'next-i18next/pages';
import Image from 'next/image';
import { useState } from 'react';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { Link } from '@/storefront/modules/common/link';
import { productPath } from '@/storefront/modules/common/paths';
import { Price } from '@/storefront/modules/common/price';
import { useWishlistProduct, type WishlistRowItem } from './use-wishlist-product';
import { useWishlist } from './use-wishlist';
import type { WishlistEntry } from './wishlist-slice';
import styles from './wishlist.module.css';

/** One saved piece: picture, name, today's price, stock, move to cart and remove. */
export function WishlistRow({ entry }: { entry: WishlistEntry }) {
  const { t } = useTranslation(['wishlist', 'common']);
  const fetched = useWishlistProduct(entry);
  const { remove, moveToCart } = useWishlist();
  const [busy, setBusy] = useState(false);
  const item: WishlistRowItem | null = entry.item ?? fetched.item;

  if (!item) {
    return (
      <li className={styles.card} aria-busy={fetched.loading}>
        <div className={styles.placeholder}>
          {fetched.loading ? <span className="spinner" aria-hidden="true" /> : <p>{t('unavailable')}</p>}
          {!fetched.loading ? (
            <button type="button" className={styles.link} onClick={() => void remove(entry.productID, t('thisPiece'))}>
              {t('remove')}
            </button>
          ) : null}
        </div>
      </li>
    );
  }

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    await action();
    setBusy(false);
  };

  return (
    <li className={styles.card} aria-busy={busy}>
      <Link href={productPath(item)} className={styles.media} tabIndex={-1} aria-hidden="true">
        <Image src={item.image} alt="" fill sizes="(min-width: 960px) 280px, 45vw" className={styles.image} />
        {!item.inStock ? <span className={styles.badge}>{t('common:product.outOfStock')}</span> : null}
      </Link>
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link href={productPath(item)}>{item.name}</Link>
        </h2>
        <p className={styles.meta}>
          {t(`common:metal.${item.metal}`, { defaultValue: item.metal })} · {item.purity}
        </p>
        <Price price={item.price} actualPrice={item.actualPrice} />
        <div className={styles.actions}>
          <button
            type="button"
            className="button"
            disabled={busy || !item.inStock}
            onClick={() => void run(() => moveToCart({ productID: item.productID, productOptionID: item.productOptionID, name: item.name }))}
          >
            <Icon name="bag" size={18} />
            {item.inStock ? t('moveToCart') : t('soldOut')}
          </button>
          <button
            type="button"
            className={styles.remove}
            disabled={busy}
            aria-label={t('removeNamed', { name: item.name })}
            onClick={() => void run(() => remove(item.productID, item.name))}
          >
            <Icon name="bin" size={18} />
            <span>{t('remove')}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
