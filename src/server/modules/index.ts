import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { accountPricingModule } from './account/product-price';
import { cartModule } from './commerce/cart';
import { catalogueModule } from './commerce/catalogue';
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
  outboxModule,
  contentModule,
  catalogueModule,
  cartModule,
  accountPricingModule,
];
