import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, productPieces, productStock } from '@/server/db/schema';
import type { ProductDetail, ProductStock } from '@/shared/contracts/catalogue';
import { signInAs } from '@/tests/server/helpers/auth';
import { siteHeaders, type TestApp } from '@/tests/server/helpers/test-app';
import { api, createAfterSalesApp, IDS, payLatest, placeOrderAs, type Auth } from '../after-sales/after-sales-fixture';
import { addItem, indiaAddress, placeOk, putCart } from '../../checkout/checkout-requests';
import { call, expectSuccess } from '../../commerce-requests';
import { listenOnLoopback } from '@/tests/server/helpers/ports';

/**
 * A BIS HUID belongs to one physical piece (docs/hallmarking.md): every unit in stock is a piece,
 * India's hallmarked pieces each carry their own HUID, the product page names the chosen
 * option's next piece, an order line records the pieces it took and gives them back with their
 * HUIDs when the units return to stock. The UAE has no HUIDs.
 */
let t: TestApp;
let shopper: Auth;
let base: string;
const INDIA = 1;
const UAE = 2;

beforeAll(async () => {
  t = await createAfterSalesApp();
  shopper = (await signInAs(t.app, 'shopper')).headers;
  base = await listenOnLoopback(t);
}, 120_000);
afterAll(async () => t?.close());

/** The option's pieces in stock in the subsite, in the order orders take them. */
async function piecesInStock(optionId: number, subsiteId = INDIA) {
  return t.db
    .select({ id: productPieces.id, huid: productPieces.huid })
    .from(productPieces)
    .where(and(eq(productPieces.optionId, optionId), eq(productPieces.subsiteId, subsiteId), isNull(productPieces.orderLineId)))
    .orderBy(asc(productPieces.id));
}

async function stockOf(optionId: number, subsiteId = INDIA) {
  const [row] = await t.db.select({ quantity: productStock.quantity }).from(productStock).where(and(eq(productStock.optionId, optionId), eq(productStock.subsiteId, subsiteId)));
  return row?.quantity;
}

async function lineOf(orderId: number) {
  const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  if (!line) throw new Error(`Order ${orderId} has no line`);
  return line;
}

const heldBy = async (orderLineId: number) =>
  (await t.db.select({ huid: productPieces.huid }).from(productPieces).where(eq(productPieces.orderLineId, orderLineId)).orderBy(asc(productPieces.id))).map((piece) => piece.huid);

const detailOf = async (productId: number, locale: string) => expectSuccess<ProductDetail>(await call(t.app, { url: `/api/products/${productId}/`, locale }));
const huidOfOption = (detail: ProductDetail, optionId: number) => detail.options.find((option) => option.productOptionID === optionId)?.huid;

describe('pieces in stock', () => {
  it('has a piece per unit in stock; every Indian hallmarked piece its own HUID, UAE pieces none', async () => {
    const all = await t.db.select().from(productPieces);
    for (const [optionId, subsiteId] of [[IDS.ringSize12, INDIA], [IDS.ringSize14, INDIA], [IDS.pendantStd, INDIA], [IDS.coinStd, INDIA], [IDS.ringSize13, UAE], [IDS.coinStd, UAE]] as const) {
      const own = all.filter((piece) => piece.optionId === optionId && piece.subsiteId === subsiteId);
      expect(own.length, `option ${optionId} subsite ${subsiteId}`).toBe(await stockOf(optionId, subsiteId));
      for (const piece of own) {
        if (subsiteId === INDIA) expect(piece.huid).toMatch(/^[A-HJ-NP-Z0-9]{6}$/);
        else expect(piece.huid).toBeNull();
      }
    }
    const huids = all.flatMap((piece) => (piece.huid ? [piece.huid] : []));
    expect(huids).toHaveLength(3 + 5 + 4 + 2);
    expect(new Set(huids).size).toBe(huids.length);
    // Platinum sold in the UAE carries none.
    expect(all.filter((piece) => piece.optionId === IDS.bandStd).map((piece) => piece.huid)).toEqual([null, null]);
  });
});

describe('GET /api/products/:id/ and the stock check', () => {
  it('names in India the HUID of each option’s next piece, null for a size out of stock', async () => {
    const detail = await detailOf(IDS.ring, 'in-en');
    const [size12] = await piecesInStock(IDS.ringSize12);
    const [size14] = await piecesInStock(IDS.ringSize14);
    expect(detail.options.map((option) => [option.productOptionID, option.huid])).toEqual([
      [IDS.ringSize12, size12!.huid],
      [IDS.ringSize13, null],
      [IDS.ringSize14, size14!.huid],
    ]);
    expect(detail).not.toHaveProperty('huid');
    const stock = expectSuccess<ProductStock>(await call(t.app, { url: `/api/products/quantity/${IDS.ring}/Yes/` }));
    expect(stock.options.map((option) => option.huid)).toEqual([size12!.huid, null, size14!.huid]);
  });

  it('names no HUID where the count says none is left, whatever pieces remain (the count rules)', async () => {
    const where = and(eq(productStock.optionId, IDS.ringSize14), eq(productStock.subsiteId, INDIA));
    const count = await stockOf(IDS.ringSize14);
    // A write straight to the database reaches the services' copy of the catalogue through its change
    // notice, which PostgreSQL delivers a moment after the commit (docs/performance.md): wait for it.
    const heard = t.app.catalogueChanges.next((notice) => notice.kind === 'stock' && notice.optionId === IDS.ringSize14, 5_000);
    await t.db.update(productStock).set({ quantity: 0 }).where(where);
    expect(await heard).toBe(true);
    try {
      expect(huidOfOption(await detailOf(IDS.ring, 'in-en'), IDS.ringSize14)).toBeNull();
      const stock = expectSuccess<ProductStock>(await call(t.app, { url: `/api/products/quantity/${IDS.ring}/Yes/` }));
      expect(stock.options.find((option) => option.productOptionID === IDS.ringSize14)?.huid).toBeNull();
    } finally {
      const restored = t.app.catalogueChanges.next((notice) => notice.kind === 'stock' && notice.optionId === IDS.ringSize14, 5_000);
      await t.db.update(productStock).set({ quantity: count }).where(where);
      // The next test adds this size to a cart: the copy must have heard the count back.
      await restored;
    }
  });

  it('shows no HUID at all in the UAE', async () => {
    for (const productId of [IDS.ring, IDS.coin, IDS.band]) {
      const detail = await detailOf(productId, 'ae-en');
      expect(detail.options.map((option) => option.huid)).toEqual(detail.options.map(() => null));
      const stock = expectSuccess<ProductStock>(await call(t.app, { url: `/api/products/quantity/${productId}/Yes/`, locale: 'ae-en' }));
      expect(stock.options.map((option) => option.huid)).toEqual(stock.options.map(() => null));
    }
  });
});

describe('orders take pieces', () => {
  it('records on the line the HUIDs of the pieces taken, and stock stays the pieces left', async () => {
    const before = await piecesInStock(IDS.ringSize14);
    const placed = await placeOrderAs(t.app, shopper, { items: [{ productID: IDS.ring, productOptionID: IDS.ringSize14, quantity: 2 }], pay: 'card' });
    const line = await lineOf(placed.orderID);
    const taken = before.slice(0, 2).map((piece) => piece.huid);
    expect(line.huids).toEqual(taken);
    expect(await heldBy(line.id)).toEqual(taken);
    const left = await piecesInStock(IDS.ringSize14);
    expect(left.map((piece) => piece.huid)).toEqual(before.slice(2).map((piece) => piece.huid));
    expect(await stockOf(IDS.ringSize14)).toBe(left.length);
    // The page now names the piece after them.
    expect(huidOfOption(await detailOf(IDS.ring, 'in-en'), IDS.ringSize14)).toBe(before[2]!.huid);
  });

  it('gives the pieces back with their HUIDs when the card is declined', async () => {
    const before = await piecesInStock(IDS.pendantStd);
    const who = { auth: shopper, locale: 'in-en' };
    const { cartID } = await addItem(t.app, { productID: IDS.pendant, productOptionID: IDS.pendantStd, quantity: 2 }, who);
    expectSuccess(await putCart(t.app, indiaAddress(cartID), who));
    const placed = await placeOk(t.app, cartID, { paymentSettingsGroupKey: 'card' }, who);
    const line = await lineOf(placed.orderID);
    const taken = before.slice(0, 2).map((piece) => piece.huid);
    expect(line.huids).toEqual(taken);
    expect(await heldBy(line.id)).toEqual(taken);
    expect(await stockOf(IDS.pendantStd)).toBe(before.length - 2);

    await payLatest(t.app, placed.orderID, 'failed');
    expect(await heldBy(line.id)).toEqual([]);
    expect((await piecesInStock(IDS.pendantStd)).map((piece) => piece.huid)).toEqual(before.map((piece) => piece.huid));
    expect(await stockOf(IDS.pendantStd)).toBe(before.length);
    expect(huidOfOption(await detailOf(IDS.pendant, 'in-en'), IDS.pendantStd)).toBe(before[0]!.huid);
    // The line keeps its record of what it took.
    expect((await lineOf(placed.orderID)).huids).toEqual(taken);
  });

  it('puts a cancelled unit back on sale with its HUID, the line keeping the other piece', async () => {
    const before = await piecesInStock(IDS.ringSize12);
    const placed = await placeOrderAs(t.app, shopper, { items: [{ productID: IDS.ring, productOptionID: IDS.ringSize12, quantity: 2 }], pay: 'card' });
    const line = await lineOf(placed.orderID);
    const [first, second] = before.map((piece) => piece.huid);
    expect(line.huids).toEqual([first, second]);
    expectSuccess(await api(t.app, 'PATCH', '/api/orders/cancel/', shopper, { orderID: placed.orderID, reasonID: 'ordered_by_mistake', refundMethod: 'store_credit', lines: [{ orderLineID: line.id, quantity: 1 }] }));
    expect(await heldBy(line.id)).toEqual([first]);
    expect((await piecesInStock(IDS.ringSize12)).map((piece) => piece.huid)).toEqual(before.slice(1).map((piece) => piece.huid));
    expect(await stockOf(IDS.ringSize12)).toBe(before.length - 1);
    expect(huidOfOption(await detailOf(IDS.ring, 'in-en'), IDS.ringSize12)).toBe(second);
  });
});

describe('two shoppers buying the last pieces at the same moment', () => {
  async function readyCart(index: number): Promise<string> {
    const { cartID } = await addItem(t.app, { productID: IDS.coin, productOptionID: IDS.coinStd, quantity: 1 });
    expectSuccess(await putCart(t.app, indiaAddress(cartID, { billingEmail: `coin-${index}@example.com` })));
    return cartID;
  }

  it('get different HUIDs, and a third is refused', async () => {
    const last = await piecesInStock(IDS.coinStd);
    expect(last).toHaveLength(2);
    const cartIDs = [await readyCart(1), await readyCart(2), await readyCart(3)];
    const results = await Promise.all(
      cartIDs.map((cartID) =>
        fetch(`${base}/api/cart/postorders/${cartID}/`, {
          method: 'POST',
          headers: { ...siteHeaders('in-en'), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({ paymentSettingsGroupKey: 'card' }),
        }).then(async (response) => ({ status: response.status, body: (await response.json()) as { data: { orderID?: number } } })),
      ),
    );
    const placed = results.filter((result) => result.status === 200);
    expect(placed).toHaveLength(2);
    expect(results.filter((result) => result.status === 409)).toHaveLength(1);
    const taken = await Promise.all(placed.map(async (result) => (await lineOf(result.body.data.orderID!)).huids));
    expect(taken.map((huids) => huids.length)).toEqual([1, 1]);
    expect(taken.flat().sort()).toEqual(last.map((piece) => piece.huid).sort());
    expect(await piecesInStock(IDS.coinStd)).toEqual([]);
    expect(await stockOf(IDS.coinStd)).toBe(0);
  });
});
