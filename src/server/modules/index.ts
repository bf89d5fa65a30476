import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import authPlugin from '../plugins/auth';
import { accountModule } from './account';
import { accountPricingModule } from './account/product-price';
import { auditModule } from './admin/audit';
import { customersModule } from './admin/customers/customers';
import { peopleModule } from './admin/people/people';
import { adminProductsModule } from './admin/products/products';
import { adminRatesModule } from './admin/rates';
import { todayModule } from './admin/today/today';
import { cartModule, cartOwnerModule } from './commerce/cart';
import { catalogueModule } from './commerce/catalogue';
import { checkoutModule } from './commerce/checkout';
import { paymentsModule } from './commerce/payments';
import { afterSalesModule, ordersModule, staffOrdersModule } from './commerce/orders';
import { pincodeModule } from './commerce/pincode';
import { promotionsModule } from './commerce/promotions';
import { ratesHistoryModule } from './commerce/rates-history';
import { reviewsModule } from './commerce/reviews';
import { wishlistModule } from './commerce/wishlist';
import { contentModule } from './content';
import { outboxModule } from './outbox';

/**
 * Every business module of the services, registered in this order by `buildApp` after the
 * cross-cutting plugins. A module is a Fastify plugin; it registers its own routes (an account
 * module under the `/account` prefix) and reaches other modules through their services only.
 * The outbox comes first: it decorates `app.notify`, which the others use to send mail and SMS.
 */
// The zod type provider is generic over plugins; any module plugin fits this list.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AppModule = FastifyPluginAsync<any, RawServerDefault, any>;

export const modules: AppModule[] = [
  // Bearer authentication (request.user, app.requireUser/requireStaff) before any module uses it.
  authPlugin,
  outboxModule,
  contentModule,
  catalogueModule,
  ratesHistoryModule,
  promotionsModule,
  reviewsModule,
  wishlistModule,
  pincodeModule,
  // Before the cart: its guard must see every cart route (owned carts answer their owner only).
  cartOwnerModule,
  cartModule,
  // Checkout modes and reads on the cart, then placing orders: after the guard, like every /api/cart route.
  checkoutModule,
  ordersModule,
  // Card payments: handlePaymnt, the sandbox gateway's pages and notification, the expiry sweeper.
  paymentsModule,
  // After the order (issue 6): history, cancellation, returns, excess payment, store credit; staff routes.
  afterSalesModule,
  accountPricingModule,
  accountModule,
  auditModule,
  adminRatesModule,
  // Staff routes of the orders module (/admin/orders, /admin/returns, invoices).
  staffOrdersModule,
  // The back office's screens that read across modules (issue 17): Today, customers, people.
  todayModule,
  customersModule,
  peopleModule,
  adminProductsModule,
];
