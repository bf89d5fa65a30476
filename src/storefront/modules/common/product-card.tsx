import { useTranslation } from '@/storefront/lib/i18n';
import Image from 'next/image';
import { Link } from '@/storefront/modules/common/link';
import type { ProductSummary } from '@/shared/contracts/catalogue';
import { productPath } from './paths';
import { Price } from './price';
import styles from './product-card.module.css';
import { useNumber } from './site-context';

export interface ProductCardProps {
  product: ProductSummary;
  /** The first cards of a page are above the fold: load their images eagerly. */
  priority?: boolean;
  /** `high` for the card whose picture is the largest paint: its preload and request go ahead of the other pictures'. */
  fetchPriority?: 'high';
}

export function ProductCard({ product, priority = false, fetchPriority }: ProductCardProps) {
  const { t } = useTranslation('common');
  const number = useNumber();
  return (
    <article className={styles.card}>
      <Link href={productPath(product)} className={styles.link}>
        <div className={styles.media}>
          <Image
            src={product.image}
            alt={product.name}
            fill
            sizes="(min-width: 1240px) 290px, (min-width: 720px) 30vw, 46vw"
            className={styles.image}
            priority={priority}
            fetchPriority={fetchPriority}
          />
          {!product.inStock ? <span className={styles.badge}>{t('product.outOfStock')}</span> : null}
          {product.inStock && product.actualPrice > product.price ? <span className={`${styles.badge} ${styles.offer}`}>{t('product.offer')}</span> : null}
        </div>
        <div className={styles.body}>
          <h3 className={styles.name}>{product.name}</h3>
          <ul className={styles.chips} aria-label={t('product.details')}>
            <li>{t(`metal.${product.metal}`)}</li>
            <li>{product.purity}</li>
            <li>{t('product.weight', { weight: number(product.netWeight, 2) })}</li>
          </ul>
          <Price price={product.price} actualPrice={product.actualPrice} />
        </div>
      </Link>
    </article>
  );
}
