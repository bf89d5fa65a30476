import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { guardOwnedCart } from './cart-owner-guard';
import { cartOwnerRoutes } from './cart-owner-routes';

/**
 * Carts and their owners: the sign-in mapping route, and a guard on every cart route (a root
 * hook, so the cart module itself stays unaware of owners). Registered before the cart module.
 */
async function cartOwner(app: FastifyInstance) {
  app.addHook('preHandler', guardOwnedCart);
  await app.register(cartOwnerRoutes);
}

export const cartOwnerModule = fp(cartOwner, { name: 'cart-owner', dependencies: ['auth'] });
