import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, productJsonLd } from '@/storefront/modules/seo/structured-data';
import { catalogueFor } from '@/tests/mocks/lib/fixtures';

describe('schema.org JSON-LD', () => {
  const product = catalogueFor('in-en')!.products[0]!.detail;

  it('describes a product with its offer, and a rating only when there are reviews', () => {
    const data = productJsonLd({ product, url: 'https://x.example/p', origin: 'https://x.example', currencyCode: 'INR', rating: null });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      offers: { '@type': 'Offer', priceCurrency: 'INR', price: String(product.price), url: 'https://x.example/p' },
    });
    expect(data.image[0]).toMatch(/^https:\/\/x\.example\//);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(productJsonLd({ product, url: '', origin: '', currencyCode: 'INR', rating: { average: 4.5, count: 2 } })).toMatchObject({
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('numbers the breadcrumb from 1 with absolute, localised URLs', () => {
    const data = breadcrumbJsonLd({ origin: 'https://x.example', prefix: '/in-hi', items: [{ label: 'Home', href: '/' }, { label: 'Rings', href: '/rings' }] });
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.example/in-hi' },
      { '@type': 'ListItem', position: 2, name: 'Rings', item: 'https://x.example/in-hi/rings' },
    ]);
  });
});
