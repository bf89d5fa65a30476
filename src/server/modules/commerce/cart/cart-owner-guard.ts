import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { authenticate } from '../../../plugins/auth';
import { findCartWithLines, type CartWithLines } from './cart-statements';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function cartIdOf(request: FastifyRequest): string | null {
  const fromParams = (request.params as { cartID?: unknown } | undefined)?.cartID;
  const fromBody = (request.body as { cartID?: unknown } | null | undefined)?.cartID;
  const cartId = typeof fromParams === 'string' ? fromParams : typeof fromBody === 'string' ? fromBody : null;
  return cartId && UUID.test(cartId) ? cartId : null;
}

/** What the guard read of the request's cart: kept for the request, so the route need not read it again. */
const readByGuard = new WeakMap<FastifyRequest, { cartId: string; read: CartWithLines | null }>();

/**
 * The cart (and its lines) the guard read for this request, when the request names `cartId`;
 * undefined when the guard read nothing for it (the caller reads the cart itself). Read without a
 * lock just before the handler: good for the cart's own calls, which lock nothing either; a call
 * that must lock the cart (a checkout change, placing) reads it again under its lock.
 */
export function cartReadByGuard(request: FastifyRequest, cartId: string): CartWithLines | null | undefined {
  const entry = readByGuard.get(request);
  return entry?.cartId === cartId ? entry.read : undefined;
}

/**
 * preHandler for every `/api/cart…` route: a cart owned by a user answers only that user's
 * token. A guest cart stays open by its id. Without a token an owned cart is "not found" (the
 * browser drops it and starts afresh); with a stale token it is 401, so the storefront refreshes.
 * The owner comes with the cart and its lines in one statement (cart-statements.ts), which the
 * cart routes then use (cartReadByGuard).
 */
export async function guardOwnedCart(request: FastifyRequest): Promise<void> {
  const route = request.routeOptions.url ?? '';
  // The mapping route needs a token first and checks the owner itself.
  if (!route.startsWith('/api/cart') || route.startsWith('/api/cart/mapUserCart')) return;
  const cartId = cartIdOf(request);
  if (!cartId) return;
  // A read (GET) may be answered from the embedded database's copy of the cart; a write reads the
  // database (docs/performance.md#the-embedded-databases-cart-reads).
  const read = await findCartWithLines(request.server.db, cartId, { fromMemory: request.method === 'GET' });
  if (!read || read.cart.userId === null) {
    readByGuard.set(request, { cartId, read });
    return;
  }
  const user = await authenticate(request);
  if (user?.id === read.cart.userId) {
    request.user = user;
    readByGuard.set(request, { cartId, read });
    return;
  }
  throw new AppError('NOT_FOUND', `Cart ${cartId} not found`);
}
