import type { FastifyInstance } from 'fastify';
import { pincodeRoutes } from './pincode-routes';

/** Delivery coverage: pincodes and area codes, delivery dates, cash on delivery. */
export async function pincodeModule(app: FastifyInstance) {
  await app.register(pincodeRoutes);
}
