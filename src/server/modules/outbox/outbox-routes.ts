import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxListing, OutboxQuery } from './outbox-schemas';
import { listOutbox } from './outbox-service';

/** `GET /dev/outbox?to=`: what the store sent to one recipient. Registered only when APP_ENV is development. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages sent to one e-mail address or phone number, newest first',
        description: 'Every e-mail and SMS the store sent (OTP codes, reset links, order mails). Served only when APP_ENV is development (never on staging or in production).',
        querystring: OutboxQuery,
        response: { 200: OutboxListing },
      },
    },
    async (request) => listOutbox({ db: app.db, to: request.query.to }),
  );
};
