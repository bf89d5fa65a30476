// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductSummary } from '@/shared/contracts/catalogue';
import { ProductGrid } from '@/storefront/modules/common/product-grid';
import { SiteProvider } from '@/storefront/modules/common/site-context';
import { HeroCarousel } from '@/storefront/modules/home/hero-carousel';
import { catalogueFor } from '@/tests/mocks/lib/fixtures';
import { layoutProps } from '../../support/page-props';
import { renderWith } from '../../support/render';

afterEach(cleanup);

const banner = (id: string) => ({ id, title: id, subtitle: 's', cta: 'Shop', href: '/rings', image: `/images/banners/${id}.svg`, imageAlt: `picture ${id}` });

/** How the browser will fetch each picture, in document order. */
function fetchPlan(names: string[]) {
  return names.map((name) => {
    const image = screen.getByRole('img', { name, hidden: true });
    return [image.getAttribute('fetchpriority') ?? '', image.getAttribute('loading') ?? 'eager'];
  });
}

/** A listing of the catalogue's first products; returns their names. */
function renderGrid(count: number, priorityCount?: number): string[] {
  const products = catalogueFor('in-en')!.products.slice(0, count).map((recorded) => ProductSummary.parse(recorded.summary));
  const { site } = layoutProps('in-en');
  renderWith(
    <SiteProvider site={site} locale="in-en">
      <ProductGrid products={products} priorityCount={priorityCount} />
    </SiteProvider>,
  );
  return products.map((product) => product.name);
}

describe('the largest paint’s picture goes first (docs/page-speed.md, "Fifth round: first paint")', () => {
  it('the hero’s first slide is fetched at high priority, the other slides lazily', () => {
    renderWith(<HeroCarousel banners={[banner('a'), banner('b'), banner('c')]} />);
    expect(fetchPlan(['picture a', 'picture b', 'picture c'])).toEqual([
      ['high', 'eager'],
      ['', 'lazy'],
      ['', 'lazy'],
    ]);
  });

  it('a listing fetches a phone’s first row at high priority, the rest of the first cards eagerly, the others lazily', () => {
    expect(fetchPlan(renderGrid(6))).toEqual([
      ['high', 'eager'],
      ['high', 'eager'],
      ['', 'eager'],
      ['', 'eager'],
      ['', 'lazy'],
      ['', 'lazy'],
    ]);
  });

  it('the home page’s product row, below the fold, asks for no priority at all', () => {
    expect(fetchPlan(renderGrid(3, 0))).toEqual([
      ['', 'lazy'],
      ['', 'lazy'],
      ['', 'lazy'],
    ]);
  });
});
