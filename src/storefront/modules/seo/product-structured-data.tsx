import type { ProductDetail } from '@/shared/contracts/catalogue';
import { useSite } from '@/storefront/modules/common/site-context';
import { JsonLd } from './json-ld';
import { breadcrumbJsonLd, productJsonLd } from './structured-data';
import { localisedPath, siteOrigin } from './seo-urls';

export interface ProductStructuredDataProps {
  product: ProductDetail;
  path: string;
  crumbs: readonly { label: string; href: string }[];
  rating?: { average: number; count: number } | null;
}

/** schema.org Product (offer, rating when there are reviews) and BreadcrumbList for a product page. */
export function ProductStructuredData({ product, path, crumbs, rating }: ProductStructuredDataProps) {
  const { locale } = useSite();
  const origin = siteOrigin();
  const prefix = localisedPath(locale, '/').replace(/\/$/, '');
  return (
    <>
      <JsonLd
        id="product"
        data={productJsonLd({ product, url: `${origin}${localisedPath(locale, path)}`, origin, currencyCode: product.priceBreakup.currencyCode, rating })}
      />
      <JsonLd id="breadcrumb" data={breadcrumbJsonLd({ origin, prefix, items: crumbs })} />
    </>
  );
}
