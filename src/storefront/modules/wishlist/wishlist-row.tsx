import { useTranslation } from '@/storefront/lib/i18n';
import Image from 'next/image';
import { useEffect, useId, useRef, useState } from 'react';
import type { ProductDetail } from '@/shared/contracts/catalogue';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { Link } from '@/storefront/modules/common/link';
import { productPath } from '@/storefront/modules/common/paths';
import { Price } from '@/storefront/modules/common/price';
import { moveChoice, useWishlistProduct, type WishlistRowItem } from './use-wishlist-product';
import { useWishlist } from './use-wishlist';
import { useLazyGetWishlistProductQuery } from './wishlist-api';
import type { WishlistEntry } from './wishlist-slice';
import styles from './wishlist.module.css';

/** One saved piece: picture, name, today's price, stock, move to cart (asking for the size when there are several) and remove. */
export function WishlistRow({ entry }: { entry: WishlistEntry }) {
  const { t } = useTranslation(['wishlist', 'common']);
  const fetched = useWishlistProduct(entry);
  const { remove, moveToCart } = useWishlist();
  const [readProduct] = useLazyGetWishlistProductQuery();
  const [busy, setBusy] = useState(false);
  /** The piece whose options the shopper is choosing from, while the chooser is open. */
  const [choosing, setChoosing] = useState<ProductDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const moveButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  const item: WishlistRowItem | null = entry.item ?? fetched.item;

  // A cancelled chooser gives the keyboard back to the "Move to cart" button it replaced.
  useEffect(() => {
    if (!refocus || choosing) return;
    moveButton.current?.focus();
    setRefocus(false);
  }, [refocus, choosing]);

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

  const move = (productOptionID?: number) => moveToCart({ productID: item.productID, name: item.name, ...(productOptionID ? { productOptionID } : {}) });

  /** A piece with one option moves at once; one with several opens the chooser (its options read fresh). */
  const startMove = () =>
    run(async () => {
      setFailed(false);
      const product = fetched.product ?? (await readProduct(item.productID, true).unwrap().catch(() => null));
      if (!product) {
        setFailed(true);
        return;
      }
      const choice = moveChoice(product);
      if (choice.kind === 'choose') setChoosing(product);
      else await move(choice.productOptionID);
    });

  const closeChooser = () => {
    setChoosing(null);
    setRefocus(true);
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
        {choosing ? (
          <OptionChooser product={choosing} busy={busy} onCancel={closeChooser}
            onChoose={(productOptionID) => void run(async () => {
              if (await move(productOptionID)) setChoosing(null);
            })} />
        ) : (
          <div className={styles.actions}>
            <button ref={moveButton} type="button" className="button" disabled={busy || !item.inStock} onClick={() => void startMove()}>
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
        )}
        {failed ? <p className={styles.problem} role="alert">{t('optionsFailed')}</p> : null}
      </div>
    </li>
  );
}

interface OptionChooserProps {
  product: ProductDetail;
  busy: boolean;
  onChoose: (productOptionID: number) => void;
  onCancel: () => void;
}

/** The sizes (or lengths) of a piece, none chosen beforehand; sold-out ones cannot be chosen. */
function OptionChooser({ product, busy, onChoose, onCancel }: OptionChooserProps) {
  const { t } = useTranslation('wishlist');
  const ids = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const group = useRef<HTMLFieldSetElement>(null);
  const kind = product.options[0]?.kind ?? 'one_size';

  // The chooser replaces the button that opened it: keyboard focus moves into it.
  useEffect(() => {
    group.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  }, []);

  return (
    <div className={styles.chooser} onKeyDown={(event) => event.key === 'Escape' && onCancel()}>
      <fieldset ref={group} className={styles.options} aria-describedby={`${ids}-hint${missing ? ` ${ids}-missing` : ''}`}>
        <legend className={styles.legend}>{t(`option.${kind}`, { defaultValue: t('option.choose') })}</legend>
        <p id={`${ids}-hint`} className={styles.hint}>{t('chooseHint')}</p>
        <div className={styles.optionList}>
          {product.options.map((option) => {
            const soldOut = option.stock <= 0;
            return (
              <label key={option.productOptionID} className={soldOut ? `${styles.option} ${styles.soldOut}` : styles.option}>
                <input type="radio" name={`${ids}-option`} value={option.productOptionID} checked={chosen === option.productOptionID} disabled={soldOut}
                  onChange={() => {
                    setChosen(option.productOptionID);
                    setMissing(false);
                  }} />
                <span className={styles.optionLabel}>
                  {option.label}
                  {soldOut ? <span className="visually-hidden"> ({t('soldOut')})</span> : null}
                </span>
              </label>
            );
          })}
        </div>
        {missing ? <p id={`${ids}-missing`} className={styles.problem} role="alert">{t('chooseFirst')}</p> : null}
      </fieldset>
      <div className={styles.actions}>
        <button type="button" className="button" disabled={busy}
          onClick={() => (chosen === null ? setMissing(true) : onChoose(chosen))}>
          {busy ? <span className="spinner" aria-hidden="true" /> : <Icon name="bag" size={18} />}
          {t('addChosen')}
        </button>
        <button type="button" className={styles.remove} disabled={busy} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
