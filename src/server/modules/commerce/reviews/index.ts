import type { FastifyInstance } from 'fastify';
import { reviewRoutes } from './review-routes';

/** Product reviews, read side (issue 6 adds writing, editing and moderation). */
export async function reviewsModule(app: FastifyInstance) {
  await app.register(reviewRoutes);
}
