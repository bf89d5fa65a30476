import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { outboxRoutes } from './outbox-routes';
import { createNotifier } from './outbox-service';
import { createOutboxTransport, type Transport } from './outbox-transport';
import { createLoggingSmsProvider, createSmsTransport } from './sms-transport';
import { createSmtpTransport } from './smtp-transport';

export { createNotifier, type Notify } from './outbox-service';
export type { Transport } from './outbox-transport';
export { createSmtpTransport, type Mailer } from './smtp-transport';
export { createLoggingSmsProvider, createSmsTransport } from './sms-transport';
export type { OutboundMessage } from './outbox-schemas';

/**
 * The outbox table records every message in every environment; e-mail also goes over SMTP
 * when `SMTP_URL` is set (production), SMS to the configured provider.
 */
function transportsFor(app: FastifyInstance): Transport[] {
  const { env } = app;
  const transports = [createOutboxTransport(app.db), createSmsTransport(createLoggingSmsProvider(app.log))];
  if (env.SMTP_URL) transports.push(createSmtpTransport({ url: env.SMTP_URL, from: env.MAIL_FROM }));
  else if (env.APP_ENV === 'production') app.log.warn('SMTP_URL is not set: e-mails are kept in the outbox and not delivered');
  return transports;
}

/**
 * The outbox hands out every code and reset link without a login, so only a development store
 * (`npm start`, the end-to-end runs) serves it; staging is reachable from outside like production.
 */
export const servesOutbox = (appEnv: string) => appEnv === 'development';

/**
 * Notifications: decorates `app.notify({ to, channel, subject, body })` for every module
 * (fastify-plugin lifts it out of this plugin's scope) and, in development only, serves the
 * outbox at `/dev/outbox` so developers and end-to-end tests can read OTP codes and mails.
 */
async function outbox(app: FastifyInstance) {
  app.decorate('notify', createNotifier({ transports: transportsFor(app) }));
  if (servesOutbox(app.env.APP_ENV)) await app.register(outboxRoutes);
}

export const outboxModule = fp(outbox, { name: 'outbox' });
