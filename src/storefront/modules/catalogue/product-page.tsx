import { useTranslation } from 'next-i18next/pages';
import { Breadcrumbs } from '@/storefront/modules/common/breadcrumbs';
import { useNumber } from '@/storefront/modules/common/site-context';
import type { ProductView } from './catalogue-types';
import { PriceBreakupTable } from './price-breakup-table';
import { ProductGallery } from './product-gallery';
import styles from './product-page.module.css';
import { ProductPurchase } from './product-purchase';
import { ProductSpecs } from './product-specs';

export function ProductPageView({ view }: { view: ProductView }) {
  const { t } = useTranslation(['product', 'common']);
  const number = useNumber();
  const { product } = view;
  const crumbs = view.breadcrumb ?? [
    { label: t('common:header.home'), href: '/' },
    { label: product.categoryName, href: `/${product.categorySlug}` },
    { label: product.name, href: view.path },
  ];
  return (
    <div className="container">
      <Breadcrumbs items={crumbs} />
      <div className={styles.layout}>
        <ProductGallery images={product.images.length > 0 ? product.images : [product.image]} name={product.name} />
        <div className={styles.info}>
          <p className="eyebrow">{product.categoryName}</p>
          <h1 className={styles.name}>{product.name}</h1>
          <ul className={styles.chips} aria-label={t('common:product.details')}>
            <li>
              {t(`common:metal.${product.metal}`)} {product.purity}
            </li>
            <li>{t('common:product.weight', { weight: number(product.netWeight, 2) })}</li>
            {product.huid ? <li>HUID {product.huid}</li> : null}
          </ul>
          <p className={styles.sku}>{t('sku', { sku: product.sku })}</p>
          <ProductPurchase product={product} />
        </div>
      </div>
      <div className={styles.details}>
        <PriceBreakupTable product={product} />
        <ProductSpecs product={product} />
      </div>
    </div>
  );
}
