import type { FastifyInstance } from 'fastify';
import { provideOrderFacts } from '../payments';
import { paymentFactsOf } from './payment-facts';
import { subscribeToPayments } from './payment-handlers';
import { orderRoutes, type OrderRoutesOptions } from './placing/place-order-routes';

/**
 * Orders (issues 5, 6): the one module that reads and writes orders, their lines and events,
 * returns, refunds and uploads. This file is its public entry; other modules and the seed import
 * only from here.
 *
 * - `placing/`: placing an order from a cart (named steps in one transaction) and reading it back;
 * - `after-sales/`: order history and detail, cancellation, returns, refunds, the excess payment;
 * - `life/`: the status transition table and the one function that moves an order along it;
 * - `staff/`: the staff routes (`/admin/orders`, `/admin/returns`).
 *
 * Its three route plugins are registered at different places of the module list
 * (src/server/modules/index.ts), so the routes (and the OpenAPI document) keep their order.
 */
export { PLACE_ORDER_STEPS, placeOrder, type PlaceOrderStep } from './placing/place-order';
export { moveOrder } from './life/order-life';
export { lockOrder } from './order-repository';
export { hasBoughtProduct } from './after-sales/purchases';
export { getCreditLedger, listOrderSummaries } from './after-sales/order-read-service';
export { countOrdersByStatus, sumTakings } from './order-repository';
export { countReturnsByStatus } from './after-sales/after-sales-repository';
export { afterSalesModule } from './after-sales/after-sales-module';
export { staffOrdersModule } from './staff/staff-module';

/**
 * Placing and reading an order. `createOrdersModule({ faults })` gives tests a hook that fails the
 * placing at a chosen step boundary.
 */
export function createOrdersModule(options: OrderRoutesOptions = {}) {
  return async function ordersModule(app: FastifyInstance) {
    // What a settled card payment does to its order (payment-handlers.ts): payments only announce it.
    subscribeToPayments();
    provideOrderFacts(paymentFactsOf);
    await app.register(orderRoutes, options);
  };
}

export const ordersModule = createOrdersModule();
