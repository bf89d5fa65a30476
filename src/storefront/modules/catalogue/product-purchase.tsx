import { useTranslation } from '@/storefront/lib/i18n';
import { useState } from 'react';
import { useKeptBeforeHydration } from '@/storefront/modules/common/kept-before-hydration';
import type { ProductDetail } from '@/shared/contracts/catalogue';
import { useHydrated } from '@/storefront/app/use-hydrated';
import { useDeferredQuery } from '@/storefront/api/deferred-query';
import { useAddToCart } from '@/storefront/modules/cart/use-add-to-cart';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { Price } from '@/storefront/modules/common/price';
import { QuantityStepper } from '@/storefront/modules/common/quantity-stepper';
import { HallmarkLine } from './hallmark-line';
import styles from './product-purchase.module.css';
import { MAX_QUANTITY_PER_LINE } from '@/shared/cart-limits';

const LOW_STOCK = 3;

// Live stock is read once the browser is idle after the page shows; its code (RTK Query, the base
// query, Redux Toolkit's store) loads then, not in the page's first load (docs/page-speed.md, "Fifth round").
const loadStock = () => import('./catalogue-api').then(({ catalogueApi }) => catalogueApi.endpoints.getProductStock);

/**
 * Option (ring size, chain length), stock per option, the HUID of the piece the chosen option
 * sends, quantity and "Add to cart". Stock and HUIDs are read fresh in the browser
 * (`GET /api/products/quantity/{id}/Yes/`) once the browser is idle; until it answers, those the
 * page was rendered with are shown. "Add to cart" pressed before the cart's code has loaded loads
 * it, then adds.
 */
export function ProductPurchase({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('product');
  const hydrated = useHydrated();
  const { addItem } = useAddToCart();
  const { data: stock } = useDeferredQuery(loadStock, product.productID, { idle: true });
  const liveOf = (optionID: number) => stock?.options.find((option) => option.productOptionID === optionID);
  const stockOf = (optionID: number, fallback: number) => liveOf(optionID)?.stock ?? fallback;

  const firstInStock = product.options.find((option) => stockOf(option.productOptionID, option.stock) > 0) ?? product.options[0];
  const [chosenID, setChosenID] = useState<number | undefined>(firstInStock?.productOptionID);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);

  const chosen = product.options.find((option) => option.productOptionID === chosenID) ?? firstInStock;
  const available = chosen ? stockOf(chosen.productOptionID, chosen.stock) : 0;
  const live = chosen ? liveOf(chosen.productOptionID) : undefined;
  const huid = live ? live.huid : (chosen?.huid ?? null);
  const max = Math.max(1, Math.min(available, MAX_QUANTITY_PER_LINE));
  const showOptions = product.options.length > 1;
  const kind = chosen?.kind ?? 'size';

  const onAdd = async () => {
    if (!chosen || available <= 0) return;
    setAdding(true);
    const count = Math.min(quantity, max);
    let added;
    try {
      added = await addItem({ productID: product.productID, productOptionID: chosen.productOptionID, quantity: count });
    } finally {
      setAdding(false);
    }
    if (added) {
      setQuantity(1);
      // Analytics that cannot load (no connection) cost the shopper nothing.
      const analytics = await import('@/storefront/lib/analytics').catch(() => null);
      analytics?.trackAddToCart({ currency: product.priceBreakup.currencyCode, item: analytics.productItem(product, chosen, count), value: added.value });
    }
  };

  return (
    <div className={styles.purchase}>
      <Price price={chosen?.price ?? product.price} actualPrice={chosen?.actualPrice ?? product.actualPrice} size="large" />
      <p className={styles.taxNote}>{t('taxIncluded')}</p>

      {showOptions ? (
        <fieldset className={styles.options}>
          <legend className={styles.legend}>
            {t(`option.${kind}`, { defaultValue: t('option.choose') })}: <strong>{chosen?.label}</strong>
          </legend>
          <div className={styles.optionList}>
            {product.options.map((option) => {
              const left = stockOf(option.productOptionID, option.stock);
              const soldOut = left <= 0;
              return (
                <label key={option.productOptionID} className={soldOut ? `${styles.option} ${styles.soldOut}` : styles.option}>
                  <OptionRadio
                    name={`option-${product.productID}`}
                    value={option.productOptionID}
                    checked={chosen?.productOptionID === option.productOptionID}
                    disabled={soldOut}
                    onChoose={() => {
                      setChosenID(option.productOptionID);
                      setQuantity(1);
                    }}
                  />
                  <span className={styles.optionLabel}>
                    {option.label}
                    {soldOut ? (
                      <small className={styles.optionStock}>{t('stock.none')}</small>
                    ) : left <= LOW_STOCK ? (
                      <small className={styles.optionStock}>{t('stock.left', { count: left })}</small>
                    ) : null}
                  </span>
                  <span className="visually-hidden">{soldOut ? t('stock.out') : t('stock.available', { count: left })}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}

      <p className={available > 0 ? (available <= LOW_STOCK ? styles.low : styles.inStock) : styles.out} role="status">
        <Icon name={available > 0 ? 'tick-badge' : 'close'} size={18} />
        {available <= 0 ? t('stock.out') : available <= LOW_STOCK ? t('stock.low', { count: available }) : t('stock.in')}
      </p>
      <HallmarkLine huid={huid} inStock={available} />

      <div className={styles.actions}>
        <QuantityStepper
          value={Math.min(quantity, max)}
          min={1}
          max={max}
          onChange={setQuantity}
          disabled={available <= 0 || adding}
          label={t('quantity')}
        />
        <button type="button" className={`button ${styles.add}`} onClick={onAdd} disabled={!hydrated || available <= 0 || adding}>
          {adding ? <span className="spinner" aria-hidden="true" /> : <Icon name="bag" size={20} />}
          {available <= 0 ? t('soldOut') : t('addToCart')}
        </button>
      </div>

      <ul className={styles.assurances}>
        <li>
          <Icon name="shield" size={20} />
          {t('assurance.hallmark')}
        </li>
        <li>
          <Icon name="truck" size={20} />
          {t('assurance.delivery')}
        </li>
        <li>
          <Icon name="returns" size={20} />
          {t('assurance.returns')}
        </li>
      </ul>
    </div>
  );
}

interface OptionRadioProps {
  name: string;
  value: number;
  checked: boolean;
  disabled: boolean;
  onChoose: () => void;
}

/** One option's radio; a size chosen before the page hydrated (a slow phone) stays chosen. */
function OptionRadio({ name, value, checked, disabled, onChoose }: OptionRadioProps) {
  const radio = useKeptBeforeHydration<HTMLInputElement>(onChoose, { checked });
  return <input ref={radio} type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={onChoose} />;
}
