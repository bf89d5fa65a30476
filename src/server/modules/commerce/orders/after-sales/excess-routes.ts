import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { ExcessPaymentBody, ExcessPaymentResult, ExcessProcessBody, ExcessProcessResult } from '@/shared/contracts/excess-payment';
import { IdParams } from '@/shared/contracts/ids';
import { commerceOk } from '../../../../lib/envelope';
import { resolveSite } from '../../../../lib/site';
import { SiteHeadersSchema } from '../../catalogue/catalogue-schemas';
import { publicBaseUrlOf, type PaymentProviders } from '../../payments';
import { handleExcessResult, processExcess } from './excess-service';

const tags = ['orders'];
const security = [{ bearer: [] }];

/** Paying the excess amount staff set on an order: start (card or store credit), then the signed result. */
export const excessRoutes: FastifyPluginAsyncZod<{ providers: PaymentProviders }> = async (app, { providers }) => {
  app.post(
    '/api/orders/excessPaymentProcess/id/:id/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Pay the excess amount due on an order: `card` (a provider payment, go to redirectUrl) or `free` (store credit pays it all now)',
        description:
          '`card`: `excessAmount` at least the amount due (400 below it); anything paid above what is due when it settles becomes store credit. ' +
          '`free`: `excessAmount` must equal the amount due and the store-credit balance must cover it (409 otherwise). Store credit never pays part. 409 when nothing is due.',
        headers: SiteHeadersSchema,
        params: IdParams,
        body: ExcessProcessBody,
        response: { 200: commerceEnvelope(ExcessProcessResult) },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      const result = await processExcess({
        db: app.db,
        user: request.user!,
        orderId: request.params.id,
        body: request.body,
        storefrontUrl: app.env.STOREFRONT_URL,
        publicBaseUrl: publicBaseUrlOf(request),
        subsiteCode: site.subsiteCode,
        languageCode: site.languageCode,
        notify: app.notify,
      });
      return commerceOk(result, result.next === 'paid' ? 'Excess paid with store credit' : 'Continue to payment');
    },
  );

  app.post(
    '/api/orders/excessPayment/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Settle an excess payment from the signed result the payment page returned with (the fields of handlePaymnt)',
        description:
          'The storefront page `/{locale}/excess-payment-return` posts its query here. A bad signature is 400 "Payment signature is not valid" and changes nothing; ' +
          'a replay changes nothing and gets the same answer. Another shopper\'s payment is 404.',
        headers: SiteHeadersSchema,
        body: ExcessPaymentBody,
        response: { 200: commerceEnvelope(ExcessPaymentResult) },
      },
    },
    async (request) => {
      const result = await handleExcessResult({ db: app.db, user: request.user!, body: request.body, providers, notify: app.notify });
      const message = result.paymentStatus === 'succeeded' ? 'Payment received' : result.paymentStatus === 'pending' ? 'Payment pending' : (result.failureReason ?? 'Payment failed');
      return commerceOk(result, message);
    },
  );
};
