import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { authenticate } from '../../../plugins/auth';
import { findCartOwner } from './cart-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function cartIdOf(request: FastifyRequest): string | null {
  const fromParams = (request.params as { cartID?: unknown } | undefined)?.cartID;
  const fromBody = (request.body as { cartID?: unknown } | null | undefined)?.cartID;
  const cartId = typeof fromParams === 'string' ? fromParams : typeof fromBody === 'string' ? fromBody : null;
  return cartId && UUID.test(cartId) ? cartId : null;
}

/**
 * preHandler for every `/api/cart…` route: a cart owned by a user answers only that user's
 * token. A guest cart stays open by its id. Without a token an owned cart is "not found" (the
 * browser drops it and starts afresh); with a stale token it is 401, so the storefront refreshes.
 */
export async function guardOwnedCart(request: FastifyRequest): Promise<void> {
  const route = request.routeOptions.url ?? '';
  // The mapping route needs a token first and checks the owner itself.
  if (!route.startsWith('/api/cart') || route.startsWith('/api/cart/mapUserCart')) return;
  const cartId = cartIdOf(request);
  if (!cartId) return;
  const owner = await findCartOwner(request.server.db, cartId);
  if (!owner || owner.userId === null) return;
  const user = await authenticate(request);
  if (user?.id === owner.userId) {
    request.user = user;
    return;
  }
  throw new AppError('NOT_FOUND', `Cart ${cartId} not found`);
}
