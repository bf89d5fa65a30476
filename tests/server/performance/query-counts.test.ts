import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@/shared/contracts/cart';
import type { SignedIn } from '@/tests/server/helpers/auth';
import { siteHeaders, type TestApp } from '@/tests/server/helpers/test-app';
import { call, expectSuccess } from '../modules/commerce/commerce-requests';
import { guestCart, ownedCart, ring14, startCheckoutApp } from '../modules/commerce/checkout/checkout-app';
import { IDS, PROMO_IDS } from '../modules/commerce/checkout/checkout-fixture';
import { getCartCall, indiaAddress, lastCodeSentTo, placeOk, putCart } from '../modules/commerce/checkout/checkout-requests';

/**
 * Issue 14: the SQL statements each hot route sends (counted through the Drizzle logger the test
 * database is opened with, tests/server/helpers/test-app.ts), so that a later change cannot
 * quietly add queries back. Reads are counted warm (the second identical request: the priced
 * catalogue is in memory, docs/performance.md); writes on a fresh cart each. When a figure here
 * must go up, say why in the commit; when it goes down, lower it.
 */
let t: TestApp;
let shopper: SignedIn;

beforeAll(async () => {
  ({ t, shopper } = await startCheckoutApp());
});
afterAll(async () => {
  await t?.close();
});

async function statements(run: () => Promise<unknown>): Promise<string[]> {
  t.queries.reset();
  await run();
  if (process.env.PRINT_QUERIES) console.log(t.queries.statements.map((q) => q.slice(0, 160)).join('\n'));
  return [...t.queries.statements];
}

/**
 * The statements of a read (GET) of a cart already read since its last write: on the embedded
 * database the cart comes from memory (docs/performance.md#the-embedded-databases-cart-reads),
 * one statement fewer; on PostgreSQL it is still the one join. Writes always read the database.
 */
const withCartRead = (statementsOnPostgres: number) => (t.database.kind === 'pglite' ? statementsOnPostgres - 1 : statementsOnPostgres);

const get = (url: string) => async () => expectSuccess(await call(t.app, { url }));
const warm = async (run: () => Promise<unknown>) => {
  await run();
  return statements(run);
};

describe('reads, warm', () => {
  it.each([
    ['product detail', `/api/products/${IDS.ring}/`, 0],
    ['listing', '/api/products/?category=rings&pageSize=24', 0],
    ['listing with facet filters and a price sort', '/api/products/?metal=gold&purity=22K&sort=price_asc', 0],
    ['search', '/api/products/?q=ring', 0],
    ['suggest', '/api/products/suggest/?q=rin', 0],
  ])('%s: %s sends %i statements', async (_name, url, expected) => {
    expect(await warm(get(url))).toHaveLength(expected);
  });

  it('a new search: one statement per word not asked before, none once every word has been', async () => {
    // Each word's matches are kept with the catalogue's copy (docs/performance.md#search-at-100000-fifth-round).
    await get('/api/products/?category=rings')();
    expect(await statements(get('/api/products/?q=temple%20pendant'))).toHaveLength(2);
    expect(await statements(get('/api/products/?q=leaf%20gold'))).toHaveLength(2);
    expect(await statements(get('/api/products/?q=temple%20gold'))).toHaveLength(0);
    expect(await statements(get('/api/products/?q=gold%20leaf%20pendant%20temple'))).toHaveLength(0);
    // A misspelling nothing holds: its statement, then the typo's in a transaction (the threshold, the scoring).
    expect(await statements(get('/api/products/?q=pendnat%20ring'))).toHaveLength(3);
    expect(await statements(get('/api/products/?q=temple%20pendnat'))).toHaveLength(0);
  });

  it('a search asked before a rate change is not searched again after it; after a product change it is', async () => {
    const search = get('/api/products/?q=leaf%20temple');
    await search();
    const searched = (sent: string[]) => sent.filter((statement) => statement.includes('product_search_documents'));
    t.app.catalogueChanges.deliver({ kind: 'rates', subsiteId: 1 });
    const afterRates = await statements(search);
    // The copy is read again with the new rates (its products, options and rate book), the search is not.
    expect(afterRates.length).toBeGreaterThan(0);
    expect(searched(afterRates)).toEqual([]);
    t.app.catalogueChanges.deliver({ kind: 'catalogue' });
    expect(searched(await statements(search))).toHaveLength(2);
  });

  it('cart summary', async () => {
    const cartID = await guestCart(t);
    const summary = get(`/api/cart/${cartID}/cart_summary`);
    // The cart with its lines (one join, read by the cart-owner guard and used by the route); none on PGlite.
    expect(await warm(summary)).toHaveLength(withCartRead(1));
  });

  it("a signed-in shopper's cart summary", async () => {
    const cartID = await ownedCart(t, shopper);
    const summary = async () => expectSuccess(await call(t.app, { url: `/api/cart/${cartID}/cart_summary`, headers: { ...siteHeaders('in-en'), ...shopper.headers } }));
    // The cart with its lines, then the token's user and session (once, though two preHandlers ask), the credit balance.
    expect(await warm(summary)).toHaveLength(withCartRead(4));
  });
});

describe('cart lines', () => {
  const post = (payload: object) => async () => expectSuccess<Cart>(await call(t.app, { method: 'POST', url: '/api/cart/', payload }));

  it('add to a new guest cart', async () => {
    await warm(get(`/api/products/${IDS.ring}/`));
    // The cart and its first line inserted in one statement (no transaction).
    expect(await statements(post(ring14))).toHaveLength(1);
  });

  it('add to an existing cart', async () => {
    const cartID = await guestCart(t);
    // The cart with its lines; the line inserted with the cart's expiry touched in one statement.
    expect(await statements(post({ cartID, productID: IDS.pendant, quantity: 1 }))).toHaveLength(2);
  });

  it('update a quantity', async () => {
    const cartID = await guestCart(t);
    const cart = expectSuccess<Cart>(await call(t.app, { url: `/api/cart/${cartID}/cart_summary` }));
    expect(await statements(post({ cartID, cartItemID: cart.items[0]!.cartItemID, productID: IDS.ring, quantity: 2 }))).toHaveLength(2);
  });

  it('delete a line', async () => {
    const cartID = await guestCart(t);
    const cart = expectSuccess<Cart>(await call(t.app, { url: `/api/cart/${cartID}/cart_summary` }));
    const remove = async () => expectSuccess(await call(t.app, { method: 'DELETE', url: `/api/cart/${cartID}/items/${cart.items[0]!.cartItemID}/` }));
    expect(await statements(remove)).toHaveLength(2);
  });
});

const VERIFY_COD = 5;

describe('checkout modes', () => {
  const put = (body: Record<string, unknown>, who = {}) => async () => expectSuccess<Cart>(await putCart(t.app, body, who));

  it.each([
    // The guard's read (the cart with its lines and version), what the mode needs, one conditional
    // update of the cart (no lock: docs/performance.md#checkout-changes-without-a-lock). 3, 4, 5 with the lock.
    ['gift_buy', (cartID: string) => ({ cartID, mode: 'gift_buy', isGift: 'Yes', recipientName: 'Asha', giftMessage: 'Happy Dhanteras' }), 2],
    ['add_address', (cartID: string) => indiaAddress(cartID), 3],
    ['apply_promotion', (cartID: string) => ({ cartID, mode: 'apply_promotion', couponCode: 'ALL3' }), 4],
  ])('%s', async (_mode, body, expected) => {
    const cartID = await guestCart(t);
    expect(await statements(put(body(cartID)))).toHaveLength(expected);
  });

  it('remove_promotion', async () => {
    const cartID = await guestCart(t);
    await put({ cartID, mode: 'apply_promotion', couponCode: 'ALL3' })();
    expect(await statements(put({ cartID, mode: 'remove_promotion', promoID: PROMO_IDS.ALL3 }))).toHaveLength(3);
  });

  it('apply_usercredit', async () => {
    const cartID = await ownedCart(t, shopper);
    expect(await statements(put({ cartID, mode: 'apply_usercredit' }, { auth: shopper.headers }))).toHaveLength(5);
  });

  it('send_cod_otp and verify_cod_otp', async () => {
    const cartID = await guestCart(t);
    const phone = '+919800054321';
    await put(indiaAddress(cartID, { billingPhone: phone }))();
    expect(await statements(put({ cartID, mode: 'send_cod_otp' }))).toHaveLength(9);
    const otp = await lastCodeSentTo(t.app, phone);
    expect(await statements(put({ cartID, mode: 'verify_cod_otp', otp }))).toHaveLength(VERIFY_COD);
  });

  it('cod_check', async () => {
    const cartID = await guestCart(t);
    await put(indiaAddress(cartID))();
    expect(await statements(async () => expectSuccess(await getCartCall(t.app, cartID, 'cod_check')))).toHaveLength(2);
  });
});

describe('placing', () => {
  it('place an order (card)', async () => {
    const cartID = await guestCart(t);
    expectSuccess(await putCart(t.app, indiaAddress(cartID)));
    expect(await statements(() => placeOk(t.app, cartID, { paymentSettingsGroupKey: 'card' }))).toHaveLength(PLACE_ORDER);
  });
});

// The cart's owner (the cart routes' guard), the cart locked with its lines, the idempotency look-up,
// the pincode, the order's id, the website code (read once per process: this is its first order), the
// order, its lines, its event, the payment, emptying the cart (2), and the stock of every line with
// its pieces in one call (docs/performance.md#placing-an-order). 19 before.
const PLACE_ORDER = 13;
