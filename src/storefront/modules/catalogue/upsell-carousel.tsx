import { useTranslation } from '@/storefront/lib/i18n';
import { useRef } from 'react';
import { useHydrated } from '@/storefront/app/use-hydrated';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { ProductCard } from '@/storefront/modules/common/product-card';
import { useListUpsellQuery } from './catalogue-api';
import styles from './product-extras.module.css';

/**
 * "You may also like": a row that scrolls by touch, wheel or the two buttons (a scroll-snap list:
 * every card stays a plain link in the tab order).
 */
export function UpsellCarousel({ productID }: { productID: number }) {
  const { t } = useTranslation('product');
  const hydrated = useHydrated();
  const { data: products } = useListUpsellQuery(productID, { skip: !hydrated });
  const row = useRef<HTMLUListElement>(null);
  if (!products || products.length === 0) return null;
  const scroll = (direction: 1 | -1) => {
    const list = row.current;
    if (!list) return;
    // In right-to-left pages "next" scrolls towards negative scrollLeft.
    const rtl = getComputedStyle(list).direction === 'rtl';
    list.scrollBy({ left: direction * (rtl ? -1 : 1) * list.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <section className={styles.upsell} aria-labelledby="upsell-title">
      <div className={styles.upsellHead}>
        <h2 id="upsell-title" className={styles.sectionTitle}>
          {t('upsell.title')}
        </h2>
        <div className={styles.arrows}>
          <button type="button" onClick={() => scroll(-1)}>
            <Icon name="chevron-left" size={20} label={t('upsell.previous')} />
          </button>
          <button type="button" onClick={() => scroll(1)}>
            <Icon name="chevron-right" size={20} label={t('upsell.next')} />
          </button>
        </div>
      </div>
      <ul ref={row} className={styles.row}>
        {products.map((product) => (
          <li key={product.productID}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
