import type { Cart, CartItemBody } from '@/shared/contracts/cart';
import type { Database, Executor } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { SiteContext } from '../../../lib/site';
import { findPersistLifetimeDays } from '../../../lib/site-directory';
import { getSellableProduct, type SellableOption, type SellableProduct } from '../catalogue';
import { CART_SUCCESS, cartWords, stockMessage } from '@/shared/commerce/cart-messages';
import { findCartRow, type CartItemRow, type CartRow } from './cart-repository';
import {
  createCartWithLine,
  deleteLineTouchingCart,
  findCartWithLines,
  insertLineTouchingCart,
  updateLineTouchingCart,
  type CartWithLines,
  type TouchValues,
} from './cart-statements';
import { buildCart } from './cart-view';
import { MAX_QUANTITY_PER_LINE } from '@/shared/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CartResult {
  cart: Cart;
  message: string;
}

interface CartContext {
  db: Executor;
  site: SiteContext;
}

/** The cart when it is of the request's subsite and has not expired; 404 otherwise (another subsite's cart is nobody's here). */
export function liveCart<T extends { cart: CartRow }>(found: T | null, site: SiteContext, cartId: string): T {
  if (!found || found.cart.subsiteId !== site.subsiteId || found.cart.expiresAt.getTime() <= Date.now()) throw notFound(`Cart ${cartId}`);
  return found;
}

/** A cart of the request's subsite that has not expired; 404 otherwise. */
export async function getCartRow({ db, site }: CartContext, cartId: string): Promise<CartRow> {
  return liveCart(await findCartRowAsFound(db, cartId), site, cartId).cart;
}

const findCartRowAsFound = async (db: Executor, cartId: string) => {
  const cart = await findCartRow(db, cartId);
  return cart ? { cart } : null;
};

/**
 * The live cart with its lines: what the cart-owner guard already read for this request
 * (`known`), else one statement.
 */
export async function liveCartWithLines({ db, site }: CartContext, cartId: string, known: CartWithLines | null | undefined): Promise<CartWithLines> {
  return liveCart(known === undefined ? await findCartWithLines(db, cartId) : known, site, cartId);
}

export async function expiryFromNow({ db, site }: CartContext): Promise<Date> {
  const days = (await findPersistLifetimeDays(db, site.subsiteId)) ?? 30;
  return new Date(Date.now() + days * DAY_MS);
}

/** 409 "Only 2 left in size 12" when a line would hold more than the option's stock (or the line limit). */
function assertInStock(option: SellableOption, quantity: number, site: SiteContext): void {
  const details = { productOptionID: option.productOptionId, available: Math.min(option.stock, MAX_QUANTITY_PER_LINE) };
  if (quantity > option.stock) {
    const optionLabel = option.kind === 'one_size' ? undefined : option.label;
    throw new AppError('CONFLICT', stockMessage({ languageCode: site.languageCode, available: option.stock, optionLabel }), details);
  }
  if (quantity > MAX_QUANTITY_PER_LINE) {
    throw new AppError('CONFLICT', cartWords(site.languageCode).atMostPerLine(MAX_QUANTITY_PER_LINE), details);
  }
}

function pickOption(product: SellableProduct, productOptionId: number | undefined, site: SiteContext): SellableOption {
  if (productOptionId === undefined) {
    const inStock = product.options.find((option) => option.stock > 0);
    if (!inStock) throw new AppError('CONFLICT', stockMessage({ languageCode: site.languageCode, available: 0 }));
    return inStock;
  }
  const option = product.options.find((candidate) => candidate.productOptionId === productOptionId);
  if (!option) throw badRequest(`body.productOptionID: ${productOptionId} is not an option of product ${product.row.product.id}`);
  return option;
}

export interface SaveCartItemOptions {
  db: Database;
  site: SiteContext;
  body: CartItemBody;
  /** The signed-in shopper, who owns a cart created by this call; null for a guest. */
  userId?: number | null;
  /** The cart and lines the cart-owner guard read for this request (cartReadByGuard), if any. */
  known?: CartWithLines | null;
}

/**
 * `POST /api/cart/`: without cartID a cart is created (owned by the signed-in shopper, else a guest cart); with cartItemID that line's quantity
 * is set; otherwise the item is added (quantities add up on a line of the same option). Every
 * check comes before the one statement that writes (the line with the cart's expiry, or the new
 * cart with its line: cart-statements.ts), so a refused request leaves the cart (or the absence
 * of one) as it was. The product, its price and its stock for the "only 2 left" check come from
 * the priced catalogue in memory (docs/performance.md); the sale itself is decided at placing.
 */
export async function saveCartItem({ db, site, body, userId = null, known }: SaveCartItemOptions): Promise<CartResult> {
  if (body.cartItemID !== undefined && body.cartID === undefined) throw badRequest('body.cartID: required with cartItemID');
  const product = await getSellableProduct({ db, site, productId: body.productID });
  const expiresAt = await expiryFromNow({ db, site });
  if (body.cartID === undefined) {
    const option = pickOption(product, body.productOptionID, site);
    assertInStock(option, body.quantity, site);
    const line = { productId: product.row.product.id, optionId: option.productOptionId, quantity: body.quantity, addedUnitPriceMinor: option.priced.result.priceMinor };
    const { cart, lines } = await createCartWithLine(db, { subsiteId: site.subsiteId, userId, expiresAt }, line);
    return { cart: await buildCart({ db, site, cart, rows: lines }), message: CART_SUCCESS.added };
  }
  const { cart, lines } = await liveCartWithLines({ db, site }, body.cartID, known);
  const change = { db, site, lines, product, body, touch: { cartId: cart.id, expiresAt, now: new Date() } };
  const { message, rows } = body.cartItemID === undefined ? await addItem(change) : await setQuantity(change);
  return { cart: await buildCart({ db, site, cart: { ...cart, expiresAt, updatedAt: change.touch.now }, rows }), message };
}

interface LineChangeOptions extends CartContext {
  /** The cart's lines before the change. */
  lines: CartItemRow[];
  product: SellableProduct;
  body: CartItemBody;
  touch: TouchValues;
}

/** What a line change says, with the cart's lines as they are after it (so they are not read again). */
interface LineChange {
  message: string;
  rows: CartItemRow[];
}

async function addItem({ db, site, lines, product, body, touch }: LineChangeOptions): Promise<LineChange> {
  const option = pickOption(product, body.productOptionID, site);
  const existing = lines.find((line) => line.optionId === option.productOptionId);
  const quantity = (existing?.quantity ?? 0) + body.quantity;
  assertInStock(option, quantity, site);
  // The shopper adds at the price on the page now, so that becomes the line's reference price.
  const addedUnitPriceMinor = option.priced.result.priceMinor;
  if (existing) {
    const updated = await updateLineTouchingCart(db, touch, { cartItemId: existing.id, quantity, addedUnitPriceMinor });
    if (!updated) throw notFound(`Cart item ${existing.id}`);
    return { message: CART_SUCCESS.added, rows: lines.map((line) => (line === existing ? updated : line)) };
  }
  const added = await insertLineTouchingCart(db, touch, { productId: product.row.product.id, optionId: option.productOptionId, quantity, addedUnitPriceMinor });
  return { message: CART_SUCCESS.added, rows: [...lines, added] };
}

async function setQuantity({ db, site, lines, product, body, touch }: LineChangeOptions): Promise<LineChange> {
  const line = lines.find((candidate) => candidate.id === body.cartItemID);
  if (!line) throw notFound(`Cart item ${body.cartItemID}`);
  if (line.productId !== body.productID) throw badRequest(`body.productID: cart item ${line.id} holds product ${line.productId}`);
  if (body.productOptionID !== undefined && body.productOptionID !== line.optionId) {
    throw badRequest(`body.productOptionID: cart item ${line.id} holds option ${line.optionId}`);
  }
  const option = product.options.find((candidate) => candidate.productOptionId === line.optionId);
  if (!option) throw new AppError('CONFLICT', `Option ${line.optionId} is no longer sold; remove the item`);
  assertInStock(option, body.quantity, site);
  const updated = await updateLineTouchingCart(db, touch, { cartItemId: line.id, quantity: body.quantity });
  if (!updated) throw notFound(`Cart item ${line.id}`);
  return { message: CART_SUCCESS.updated, rows: lines.map((candidate) => (candidate === line ? updated : candidate)) };
}

export interface GetCartOptions {
  db: Database;
  site: SiteContext;
  cartId: string;
  /** The cart and lines the cart-owner guard read for this request, if any. */
  known?: CartWithLines | null;
}

/** `GET /api/cart/{cartID}/cart_summary`: the cart repriced with today's rates. */
export async function getCart({ db, site, cartId, known }: GetCartOptions): Promise<Cart> {
  const { cart, lines } = await liveCartWithLines({ db, site }, cartId, known);
  return buildCart({ db, site, cart, rows: lines });
}

export interface RemoveCartItemOptions extends GetCartOptions {
  cartItemId: number;
}

/** `DELETE /api/cart/{cartID}/items/{cartItemID}/`: 404 for a line that is not in the cart. */
export async function removeCartItem({ db, site, cartId, cartItemId, known }: RemoveCartItemOptions): Promise<CartResult> {
  const { cart, lines } = await liveCartWithLines({ db, site }, cartId, known);
  if (!lines.some((line) => line.id === cartItemId)) throw notFound(`Cart item ${cartItemId}`);
  const touch = { cartId: cart.id, expiresAt: await expiryFromNow({ db, site }), now: new Date() };
  if (!(await deleteLineTouchingCart(db, touch, cartItemId))) throw notFound(`Cart item ${cartItemId}`);
  const rows = lines.filter((line) => line.id !== cartItemId);
  return { cart: await buildCart({ db, site, cart: { ...cart, expiresAt: touch.expiresAt, updatedAt: touch.now }, rows }), message: CART_SUCCESS.removed };
}
