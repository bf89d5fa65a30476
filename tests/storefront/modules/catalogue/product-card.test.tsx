// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductSummary } from '@/shared/contracts/catalogue';
import { ProductCard } from '@/storefront/modules/common/product-card';
import { SiteProvider } from '@/storefront/modules/common/site-context';
import { catalogueFor } from '@/tests/mocks/lib/fixtures';
import { layoutProps } from '../../support/page-props';
import { renderWith } from '../../support/render';

afterEach(cleanup);

function card(locale: string, price: number, actualPrice = price) {
  const recorded = catalogueFor(locale)!.products[0]!;
  const product = ProductSummary.parse({ ...recorded.summary, price, actualPrice });
  const { site } = layoutProps(locale);
  renderWith(
    <SiteProvider site={site} locale={locale}>
      <ProductCard product={product} />
    </SiteProvider>,
    { locale },
  );
  return product;
}

describe('product card', () => {
  it('links to the product, with its picture, name, chips and an Indian-grouped rupee price', () => {
    const product = card('in-en', 131613);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe(`/${product.slug}`);
    expect(screen.getByRole('img', { name: product.name })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: product.name })).toBeTruthy();
    expect(screen.getByText('₹1,31,613')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Metal, purity and weight' }).textContent).toContain(product.purity);
  });

  it('prices UAE pieces with two decimal places', () => {
    card('ae-en', 5432.5);
    expect(screen.getByText(/^AED\s?5,432\.50$/)).toBeTruthy();
  });

  it('strikes through the price before an offer', () => {
    card('in-en', 90000, 100000);
    expect(screen.getByText('₹1,00,000').closest('s')).toBeTruthy();
  });
});
