import type { ProductDetail } from '@/shared/contracts/catalogue';

/** schema.org shapes for product and breadcrumb pages (https://schema.org/Product). */
export interface BreadcrumbJsonLdOptions {
  origin: string;
  /** Locale prefix for hrefs, e.g. `/in-hi` (empty for the default locale). */
  prefix: string;
  items: readonly { label: string; href: string }[];
}

export function breadcrumbJsonLd({ origin, prefix, items }: BreadcrumbJsonLdOptions) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: `${origin}${prefix}${item.href === '/' && prefix ? '' : item.href}`,
    })),
  };
}

export interface ProductJsonLdOptions {
  product: ProductDetail;
  url: string;
  origin: string;
  currencyCode: string;
  brand?: string;
  /** Present only when the product has reviews (Google refuses an empty rating). */
  rating?: { average: number; count: number } | null;
}

export function productJsonLd({ product, url, origin, currencyCode, brand, rating }: ProductJsonLdOptions) {
  const images = (product.images.length > 0 ? product.images : [product.image]).map((image) => (image.startsWith('http') ? image : `${origin}${image}`));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    image: images,
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    material: `${product.metal} ${product.purity}`,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: currencyCode,
      // The services round to the subsite's decimal places; the number goes out as they sent it.
      price: product.price.toFixed(product.priceBreakup.decimalPlaces),
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(rating && rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}
