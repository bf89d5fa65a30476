import type { FastifyInstance } from 'fastify';
import { ratesHistoryRoutes } from './rates-history-routes';

/** Daily metal rate history per subsite (commerce service), read from `metal_rates`. */
export async function ratesHistoryModule(app: FastifyInstance) {
  await app.register(ratesHistoryRoutes);
}
