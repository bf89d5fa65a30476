import { useTranslation } from '@/storefront/lib/i18n';
import { useEffect } from 'react';
import { Breadcrumbs } from '@/storefront/modules/common/breadcrumbs';
import { useNumber } from '@/storefront/modules/common/site-context';
import type { ProductView } from './catalogue-types';
import { PincodeCheck } from './pincode-check';
import actionStyles from './product-actions.module.css';
import { ProductGallery } from './product-gallery';
import styles from './product-page.module.css';
import { LaterPart } from './product-parts';
import { ProductStructuredData } from '@/storefront/modules/seo/product-structured-data';
import { ProductPurchase } from './product-purchase';
import { WishlistHeart } from './wishlist-heart';
import { browserOnly } from '@/storefront/modules/common/browser-only';

// Read in the browser after the page shows (nothing to render on the server): their code loads then too.
const UpsellCarousel = browserOnly(() => import('./upsell-carousel').then((module) => module.UpsellCarousel));
const ProductPromotions = browserOnly(() => import('./product-promotions').then((module) => module.ProductPromotions));


export function ProductPageView({ view }: { view: ProductView }) {
  const { t } = useTranslation(['product', 'common']);
  const number = useNumber();
  const { product, reviews } = view;
  const crumbs = view.breadcrumb ?? [
    { label: t('common:header.home'), href: '/' },
    { label: product.categoryName, href: `/${product.categorySlug}` },
    { label: product.name, href: view.path },
  ];
  const sizeKind = product.options.find((option) => option.kind !== 'one_size')?.kind;
  const rating = reviews && reviews.reviewCount > 0 ? { average: reviews.averageRating, count: reviews.reviewCount } : null;
  // GA4 view_item once per product shown (issue 5).
  // The analytics code loads with the event: nothing the first paint needs.
  useEffect(() => {
    void import('@/storefront/lib/analytics').then(({ productItem, trackViewItem }) => trackViewItem({ currency: product.priceBreakup.currencyCode, item: productItem(product) }));
  }, [product]);
  return (
    <div className="container">
      <ProductStructuredData product={product} path={view.path} crumbs={crumbs} rating={rating} />
      <Breadcrumbs items={crumbs} />
      <div className={styles.layout}>
        <ProductGallery images={product.images.length > 0 ? product.images : [product.image]} name={product.name} />
        <div className={styles.info}>
          <p className="eyebrow">{product.categoryName}</p>
          <h1 className={styles.name}>{product.name}</h1>
          <ul className={styles.chips} aria-label={t('common:product.details')}>
            <li>
              {t(`common:metal.${product.metal}`)} <bdi>{product.purity}</bdi>
            </li>
            <li>{t('common:product.weight', { weight: number(product.netWeight, 2) })}</li>
          </ul>
          <p className={styles.sku}>{t('sku', { sku: product.sku })}</p>
          <ProductPurchase product={product} />
          {sizeKind ? <LaterPart className={styles.part} render={({ SizeGuide }) => <SizeGuide kind={sizeKind} />} /> : null}
          <div className={actionStyles.actions}>
            <WishlistHeart productID={product.productID} name={product.name} />
            <LaterPart className={styles.part} render={({ ShareButton }) => <ShareButton title={product.name} />} />
          </div>
          <ProductPromotions productID={product.productID} />
          <PincodeCheck productID={product.productID} />
        </div>
      </div>
      <LaterPart
        className={styles.details}
        render={({ PriceBreakupTable, ProductSpecs }) => (
          <>
            <PriceBreakupTable product={product} />
            <ProductSpecs product={product} />
          </>
        )}
      />
      <LaterPart className={styles.part} render={({ ProductReviews }) => <ProductReviews productID={product.productID} firstPage={reviews} firstDates={view.reviewDates} />} />
      <UpsellCarousel productID={product.productID} />
    </div>
  );
}
