import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { outboxRoutes } from './outbox-routes';
import { createNotifier } from './outbox-service';
import { createOutboxTransport } from './outbox-transport';

export { createNotifier, type Notify } from './outbox-service';
export type { Transport, SendOptions } from './outbox-transport';
export type { OutboundMessage } from './outbox-schemas';

/**
 * Notifications: decorates `app.notify({ to, channel, subject, body })` for every module
 * (fastify-plugin lifts it out of this plugin's scope) and, outside production, serves the
 * outbox at `/dev/outbox` so developers and end-to-end tests can read OTP codes and mails.
 */
async function outbox(app: FastifyInstance) {
  app.decorate('notify', createNotifier({ transports: [createOutboxTransport(app.db)] }));
  if (app.env.APP_ENV !== 'production') await app.register(outboxRoutes);
}

export const outboxModule = fp(outbox, { name: 'outbox' });
