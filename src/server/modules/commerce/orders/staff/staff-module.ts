import type { FastifyInstance } from 'fastify';
import { invoiceRoutes } from '../invoice/invoice-routes';
import { adminOrderRoutes } from './staff-order-routes';

/** Staff routes for orders and returns (`/admin/orders`, `/admin/returns`), using the after-sales services. */
export async function staffOrdersModule(app: FastifyInstance) {
  await app.register(adminOrderRoutes);
  await app.register(invoiceRoutes);
}
