import type { Cart, CartItemBody } from '@/shared/contracts/cart';
import type { Database, Executor } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { SiteContext } from '../../../lib/site';
import { findPersistLifetimeDays } from '../../../lib/site-directory';
import { getSellableProduct, type SellableOption, type SellableProduct } from '../catalogue';
import { CART_SUCCESS, cartWords, stockMessage } from '@/shared/commerce/cart-messages';
import {
  deleteCartItem,
  findCartRow,
  insertCart,
  insertCartItem,
  listCartItemRows,
  touchCart,
  updateCartItem,
  type CartItemRow,
  type CartRow,
} from './cart-repository';
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

/** A cart of the request's subsite that has not expired; 404 otherwise (another subsite's cart is nobody's here). */
export async function getCartRow({ db, site }: CartContext, cartId: string): Promise<CartRow> {
  return liveCart(await findCartRow(db, cartId), site, cartId);
}

/** The cart when it is the site's and not expired; 404 otherwise. */
export function liveCart<Row extends CartRow>(cart: Row | null, site: SiteContext, cartId: string): Row {
  if (!cart || cart.subsiteId !== site.subsiteId || cart.expiresAt.getTime() <= Date.now()) throw notFound(`Cart ${cartId}`);
  return cart;
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
}

/**
 * `POST /api/cart/`: without cartID a cart is created (owned by the signed-in shopper, else a guest cart); with cartItemID that line's quantity
 * is set; otherwise the item is added (quantities add up on a line of the same option). Runs in
 * one transaction, so a refused request leaves the cart (or the absence of one) as it was.
 */
export async function saveCartItem({ db, site, body, userId = null }: SaveCartItemOptions): Promise<CartResult> {
  if (body.cartItemID !== undefined && body.cartID === undefined) throw badRequest('body.cartID: required with cartItemID');
  return db.transaction(async (tx) => {
    const context = { db: tx, site };
    const product = await getSellableProduct({ db: tx, site, productId: body.productID });
    const expiresAt = await expiryFromNow(context);
    const cart = body.cartID ? await getCartRow(context, body.cartID) : await insertCart(tx, { subsiteId: site.subsiteId, expiresAt, userId });
    const change = { ...context, cart, product, body, created: !body.cartID };
    const { message, rows } = body.cartItemID === undefined ? await addItem(change) : await setQuantity(change);
    await touchCart(tx, { cartId: cart.id, expiresAt });
    return { cart: await buildCart({ db: tx, site, cart, rows }), message };
  });
}

interface LineChangeOptions extends CartContext {
  cart: CartRow;
  product: SellableProduct;
  body: CartItemBody;
  /** The cart was created by this request: it has no lines yet. */
  created: boolean;
}

/** What a line change says, with the cart's lines as they are after it (so they are not read again). */
interface LineChange {
  message: string;
  rows: CartItemRow[];
}

async function addItem({ db, site, cart, product, body, created }: LineChangeOptions): Promise<LineChange> {
  const option = pickOption(product, body.productOptionID, site);
  const lines = created ? [] : await listCartItemRows(db, cart.id);
  const existing = lines.find((line) => line.optionId === option.productOptionId);
  const quantity = (existing?.quantity ?? 0) + body.quantity;
  assertInStock(option, quantity, site);
  // The shopper adds at the price on the page now, so that becomes the line's reference price.
  const addedUnitPriceMinor = option.priced.result.priceMinor;
  if (existing) {
    await updateCartItem(db, { cartItemId: existing.id, quantity, addedUnitPriceMinor });
    const rows = lines.map((line) => (line === existing ? { ...line, quantity, addedUnitPriceMinor } : line));
    return { message: CART_SUCCESS.added, rows };
  }
  const added = await insertCartItem(db, { cartId: cart.id, productId: product.row.product.id, optionId: option.productOptionId, quantity, addedUnitPriceMinor });
  return { message: CART_SUCCESS.added, rows: [...lines, added] };
}

async function setQuantity({ db, site, cart, product, body }: LineChangeOptions): Promise<LineChange> {
  const lines = await listCartItemRows(db, cart.id);
  const line = lines.find((candidate) => candidate.id === body.cartItemID);
  if (!line) throw notFound(`Cart item ${body.cartItemID}`);
  if (line.productId !== body.productID) throw badRequest(`body.productID: cart item ${line.id} holds product ${line.productId}`);
  if (body.productOptionID !== undefined && body.productOptionID !== line.optionId) {
    throw badRequest(`body.productOptionID: cart item ${line.id} holds option ${line.optionId}`);
  }
  const option = product.options.find((candidate) => candidate.productOptionId === line.optionId);
  if (!option) throw new AppError('CONFLICT', `Option ${line.optionId} is no longer sold; remove the item`);
  assertInStock(option, body.quantity, site);
  await updateCartItem(db, { cartItemId: line.id, quantity: body.quantity });
  return { message: CART_SUCCESS.updated, rows: lines.map((candidate) => (candidate === line ? { ...line, quantity: body.quantity } : candidate)) };
}

export interface GetCartOptions {
  db: Database;
  site: SiteContext;
  cartId: string;
}

/** `GET /api/cart/{cartID}/cart_summary`: the cart repriced with today's rates. */
export async function getCart({ db, site, cartId }: GetCartOptions): Promise<Cart> {
  const cart = await getCartRow({ db, site }, cartId);
  return buildCart({ db, site, cart });
}

export interface RemoveCartItemOptions extends GetCartOptions {
  cartItemId: number;
}

/** `DELETE /api/cart/{cartID}/items/{cartItemID}/`: 404 for a line that is not in the cart. */
export async function removeCartItem({ db, site, cartId, cartItemId }: RemoveCartItemOptions): Promise<CartResult> {
  return db.transaction(async (tx) => {
    const cart = await getCartRow({ db: tx, site }, cartId);
    if ((await deleteCartItem(tx, { cartId, cartItemId })) === 0) throw notFound(`Cart item ${cartItemId}`);
    await touchCart(tx, { cartId, expiresAt: await expiryFromNow({ db: tx, site }) });
    return { cart: await buildCart({ db: tx, site, cart }), message: CART_SUCCESS.removed };
  });
}
