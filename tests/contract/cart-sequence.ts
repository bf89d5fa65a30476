import { expect } from 'vitest';
import { Cart } from '@/shared/contracts/cart';
import type { Locale } from '@/shared/locale';
import { decimalToMinor } from '@/shared/money';
import { commerceFailure, commerceOk } from './contract-case';
import { siteHeadersOf, twoProductsInStock } from './known-data';
import { send } from './request-suite';

const CartAnswer = commerceOk(Cart);

/** What a step left in the cart: compared across targets, so the mocks' money matches the services'. */
export interface CartStepDigest {
  step: string;
  status: number;
  orderQty?: number;
  orderSubtotal?: number;
  lines?: { productID: number; quantity: number; unitPrice: number }[];
}

export interface RunCartSequenceOptions {
  baseUrl: string;
  locale: Locale;
}

/**
 * create a guest cart → add a second product → add more of the first → set its quantity →
 * read the summary → remove the second → remove it again (404) → ask for more than the stock
 * (409, cart unchanged) → read the summary. Every answer is checked with the shared schemas and
 * the subtotal against the lines, in integer minor units.
 */
export async function runCartSequence({ baseUrl, locale }: RunCartSequenceOptions): Promise<CartStepDigest[]> {
  const headers = siteHeadersOf(locale);
  const [first, second] = twoProductsInStock(locale);
  const digests: CartStepDigest[] = [];

  async function call(step: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, status = 200) {
    const answer = await send({ baseUrl, request: { method, path, headers, body } });
    expect(answer.status, `${step}: ${JSON.stringify(answer.body)}`).toBe(status);
    if (status !== 200) {
      commerceFailure.parse(answer.body);
      digests.push({ step, status });
      return undefined;
    }
    const cart = CartAnswer.parse(answer.body).data;
    const subtotalMinor = cart.items.reduce((sum, item) => sum + decimalToMinor(item.orderItemPrice, cart.decimalPlaces) * item.orderItemQuantity, 0);
    expect(decimalToMinor(cart.orderSubtotal, cart.decimalPlaces), `${step}: subtotal`).toBe(subtotalMinor);
    expect(cart.orderQty, `${step}: orderQty`).toBe(cart.items.reduce((sum, item) => sum + item.orderItemQuantity, 0));
    const lines = cart.items
      .map((item) => ({ productID: item.productID, quantity: item.orderItemQuantity, unitPrice: item.orderItemPrice }))
      .sort((a, b) => a.productID - b.productID);
    digests.push({ step, status, orderQty: cart.orderQty, orderSubtotal: cart.orderSubtotal, lines });
    return cart;
  }
  const lineOf = (cart: Cart | undefined, productID: number) => cart?.items.find((item) => item.productID === productID);

  const created = await call('create', 'POST', '/api/cart/', { productID: first.productID, quantity: 1 });
  const cartID = created!.cartID;
  expect(created!.items).toHaveLength(1);

  const withSecond = await call('add second', 'POST', '/api/cart/', { cartID, productID: second.productID, quantity: 2 });
  expect(withSecond!.items).toHaveLength(2);

  const more = await call('add more of first', 'POST', '/api/cart/', { cartID, productID: first.productID, quantity: 1 });
  expect(lineOf(more, first.productID)?.orderItemQuantity).toBe(2);

  const firstLine = lineOf(more, first.productID)!;
  const updated = await call('set quantity', 'POST', '/api/cart/', { cartID, productID: first.productID, cartItemID: firstLine.cartItemID, quantity: 3 });
  expect(lineOf(updated, first.productID)?.orderItemQuantity).toBe(3);
  expect(updated!.orderQty).toBe(5);

  const summary = await call('summary', 'GET', `/api/cart/${cartID}/cart_summary`);
  expect(summary).toEqual(updated);

  const secondLine = lineOf(summary, second.productID)!;
  const removed = await call('remove second', 'DELETE', `/api/cart/${cartID}/items/${secondLine.cartItemID}/`);
  expect(removed!.items.map((item) => item.productID)).toEqual([first.productID]);
  await call('remove second again', 'DELETE', `/api/cart/${cartID}/items/${secondLine.cartItemID}/`, undefined, 404);

  const stock = first.options.find((option) => option.productOptionID === firstLine.productOptionID)!.stock;
  if (stock < 99) {
    const tooMany = { cartID, productID: first.productID, cartItemID: firstLine.cartItemID, quantity: stock + 1 };
    await call('above stock', 'POST', '/api/cart/', tooMany, 409);
  }
  const final = await call('final summary', 'GET', `/api/cart/${cartID}/cart_summary`);
  expect(final!.orderQty).toBe(3);
  return digests;
}
