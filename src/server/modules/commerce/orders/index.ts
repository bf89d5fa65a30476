import type { FastifyInstance } from 'fastify';
import { orderRoutes, type OrderRoutesOptions } from './order-routes';

export { sendOrderConfirmation, type SendOrderConfirmationOptions } from './order-confirmation';
export { PLACE_ORDER_STEPS, getOrder, placeOrder, type PlaceOrderFaults, type PlaceOrderStep } from './order-service';

/**
 * Orders: placing one from a cart (one transaction) and reading it back. `createOrdersModule({ faults })`
 * gives tests a hook that fails the placing after a chosen step.
 */
export function createOrdersModule(options: OrderRoutesOptions = {}) {
  return async function ordersModule(app: FastifyInstance) {
    await app.register(orderRoutes, options);
  };
}

export const ordersModule = createOrdersModule();
