// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '@/shared/contracts/catalogue';
import { siteChanged } from '@/storefront/app/site-slice';
import { makeStore } from '@/storefront/app/store';
import { HallmarkLine } from '@/storefront/modules/catalogue/hallmark-line';
import { ProductPurchase } from '@/storefront/modules/catalogue/product-purchase';
import { ProductSpecs } from '@/storefront/modules/catalogue/product-specs';
import { SiteProvider } from '@/storefront/modules/common/site-context';
import { catalogueFor } from '@/tests/mocks/lib/fixtures';
import { useMockServer } from '@/tests/mocks/use-mock-server';
import { layoutProps } from '../../support/page-props';
import { renderWith } from '../../support/render';
import { COMMERCE, http, installBrowserConfig } from '../auth/account-test-setup';
import { commerce } from '../orders/order-fixtures';

const server = useMockServer();
beforeAll(installBrowserConfig);
afterEach(cleanup);

/** A recorded product of the locale with more than one option (a ring, a chain, a bangle). */
function sizedProduct(locale: string, metal = 'gold'): ProductDetail {
  const product = catalogueFor(locale)!.products.find((candidate) => candidate.detail.metal === metal && candidate.detail.options.length > 2);
  if (!product) throw new Error(`no sized ${metal} product recorded for ${locale}`);
  return product.detail;
}

function renderPurchase(locale: string, product: ProductDetail) {
  const props = layoutProps(locale);
  const { store } = makeStore();
  store.dispatch(siteChanged({ settings: props.site, locale }));
  renderWith(
    <SiteProvider site={props.site} locale={locale}>
      <ProductPurchase product={product} />
      <ProductSpecs product={product} />
    </SiteProvider>,
    { locale, store },
  );
  // Resolves once the live stock check (the mocks' recorded answer) is in.
  const queries = () => Object.values(store.getState().api?.queries ?? {}) as ({ endpointName?: string; status?: string } | undefined)[];
  return () => waitFor(() => expect(queries().some((query) => query?.endpointName === 'getProductStock' && query.status === 'fulfilled')).toBe(true));
}

describe('hallmark line', () => {
  it('names the HUID of the piece sent and says the others have their own', () => {
    renderWith(<HallmarkLine huid="AB12CD" inStock={5} />);
    const line = screen.getByTestId('hallmark-line');
    expect(line.textContent).toContain('BIS hallmarked · HUID of the piece we send: AB12CD');
    expect(line.textContent).toContain('Each of the other 4 pieces in stock has its own HUID.');
    expect(line.textContent).toContain('Check any HUID in the BIS CARE app.');
  });

  it('says nothing of other pieces when it is the last one, and speaks Hindi', () => {
    renderWith(<HallmarkLine huid="ZX98YW" inStock={1} />, { locale: 'in-hi' });
    const line = screen.getByTestId('hallmark-line');
    expect(line.textContent).toContain('आपको भेजे जाने वाले आभूषण का HUID: ZX98YW');
    expect(line.textContent).not.toContain('स्टॉक में बचे');
  });

  it('shows nothing without a HUID or a piece in stock', () => {
    renderWith(
      <>
        <HallmarkLine huid={null} inStock={3} />
        <HallmarkLine huid="AB12CD" inStock={0} />
      </>,
    );
    expect(screen.queryByTestId('hallmark-line')).toBeNull();
  });
});

describe('product page: the chosen size’s piece', () => {
  it('in India names the HUID of the chosen size’s next piece, and follows the size the shopper picks', async () => {
    const product = sizedProduct('in-en');
    const stockRead = renderPurchase('in-en', product);
    const [first, second] = product.options.filter((option) => option.stock > 1);
    const line = () => screen.getByTestId('hallmark-line').textContent;
    await stockRead();
    expect(line()).toContain(`HUID of the piece we send: ${product.options.find((option) => option.stock > 0)!.huid}`);
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(second!.label) }));
    await waitFor(() => expect(line()).toContain(`HUID of the piece we send: ${second!.huid}`));
    expect(line()).toContain(`Each of the other ${second!.stock - 1} pieces in stock has its own HUID.`);
    expect(second!.huid).not.toBe(first!.huid);
    // The details table says every piece has its own; no single HUID for the design.
    expect(screen.getByText('BIS hallmarked, each piece with its own HUID')).toBeTruthy();
  });

  it('follows the live stock check when the piece named on the page was sold meanwhile', async () => {
    const product = sizedProduct('in-en');
    const recorded = catalogueFor('in-en')!.products.find((candidate) => candidate.detail.productID === product.productID)!.stock;
    const chosen = product.options.find((option) => option.stock > 0)!;
    server.use(
      http.get(`${COMMERCE}api/products/quantity/${product.productID}/Yes/`, () =>
        commerce({ ...recorded, options: recorded.options.map((option) => (option.productOptionID === chosen.productOptionID ? { ...option, stock: 2, huid: 'NEXT42' } : option)) }),
      ),
    );
    await renderPurchase('in-en', product)();
    await waitFor(() => expect(screen.getByTestId('hallmark-line').textContent).toContain('HUID of the piece we send: NEXT42'));
    expect(screen.getByTestId('hallmark-line').textContent).toContain('The other piece in stock has its own HUID.');
  });

  it('shows no HUID in the UAE', async () => {
    const product = sizedProduct('ae-en');
    await renderPurchase('ae-en', product)();
    expect(screen.queryByTestId('hallmark-line')).toBeNull();
    expect(screen.queryByText(/HUID/)).toBeNull();
  });
});
