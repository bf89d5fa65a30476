import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { commerceOk } from '../../../lib/envelope';
import { INVALID_JSON_MESSAGE } from '../../../plugins/errors';
import { HandlePaymentBody, NotificationResponse, PaymentResultResponse, SandboxNotification } from './payment-schemas';
import { handlePaymentNotification, handlePaymentRedirect } from './payment-results';
import type { PaymentProviders } from './registry';
import { SANDBOX_NOTIFY_PATH, SANDBOX_SIGNATURE_HEADER } from './sandbox-provider';

/**
 * The signature of a notification covers its bytes as sent, so the notification routes keep
 * the raw body (re-serialising the parsed JSON could reorder or respace it). The parser is
 * registered in this plugin's scope only; every other route parses JSON as usual.
 */
const rawBodies = new WeakMap<FastifyRequest, string>();

export const paymentRoutes: FastifyPluginAsyncZod<{ providers: PaymentProviders }> = async (app, { providers }) => {
  app.post(
    '/api/cart/handlePaymnt/',
    {
      schema: {
        tags: ['cart'],
        summary: 'Settle a card payment from the signed result the payment page returned with',
        description:
          'The storefront posts the query of `/payment-return` (orderID, paymentID, status, reason, signature: HMAC-SHA256 of `orderID|paymentID|status|reason`, base64url). ' +
          'A signature that does not check is 400 "Payment signature is not valid" and changes nothing. The first genuine result settles the payment (paid, or failed with stock, credit, promotions and cart restored); ' +
          'a replay, or a result after the notification already settled it, changes nothing and gets the order as it stands. No token needed: guests pay too.',
        body: HandlePaymentBody,
        response: { 200: PaymentResultResponse },
      },
    },
    async (request) => {
      const result = await handlePaymentRedirect({ db: app.db, providers, notify: app.notify, log: request.log, body: request.body });
      const message = result.paymentStatus === 'paid' ? 'Payment received' : result.paymentStatus === 'failed' ? 'Payment failed' : 'Payment pending';
      return commerceOk(result, message);
    },
  );

  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      rawBodies.set(request, text);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new AppError('BAD_REQUEST', INVALID_JSON_MESSAGE), undefined);
      }
    });
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    typed.post(
      SANDBOX_NOTIFY_PATH,
      {
        schema: {
          tags: ['payments'],
          summary: "The sandbox gateway's server-to-server payment notification",
          description: `Signed with header \`${SANDBOX_SIGNATURE_HEADER}\`: HMAC-SHA256 of the raw body with PAYMENT_SIGNING_SECRET, base64url. A bad signature is 400 and changes nothing; a repeat changes nothing (settled: false).`,
          body: SandboxNotification,
          response: { 200: NotificationResponse },
        },
      },
      async (request) => {
        const rawBody = rawBodies.get(request) ?? '';
        const { settled, payment } = await handlePaymentNotification({
          db: app.db,
          providers,
          notify: app.notify,
          log: request.log,
          providerName: 'sandbox',
          rawBody,
          headers: request.headers,
        });
        return commerceOk({ settled, status: payment?.status ?? 'unknown' }, settled ? 'Payment settled' : 'Payment already settled');
      },
    );
  });
};
