import type { FastifyInstance } from 'fastify';
import { paymentRoutes } from './payment-routes';
import { expireStalePayments } from './payment-settlement';
import { configurePayments } from './payment-start';
import { createPaymentProviders } from './registry';
import { sandboxRoutes } from './sandbox-routes';
import { paymentSigningSecret } from './signing';

export { startPayment, returnUrlOf, publicBaseUrlOf, type ReturnTo } from './payment-start';
export { settlePayment, expireStalePayments } from './payment-settlement';
export { handlePaymentRedirect } from './payment-results';
export { paymentEvents, type PaymentEvents, type PaymentSettlement } from './payment-events';
export { findLatestPayment, findPaymentByRef, listExcessPayments, listOrderPayments, type PaymentRow } from './payment-repository';
export { SANDBOX_PAGE_PATH } from './sandbox-provider';
export { provideOrderFacts, type PaymentOrderFacts } from './payment-orders';
export { createPaymentProviders, type PaymentProviders } from './registry';
export { paymentSigningSecret } from './signing';

/** How often the sweeper looks for card payments whose time ran out. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Card payments: the provider registry, the sandbox gateway's hosted pages, the storefront's
 * return (`POST /api/cart/handlePaymnt/`), provider notifications, and the sweeper that
 * releases the stock of payments never completed.
 */
export async function paymentsModule(app: FastifyInstance) {
  const providers = createPaymentProviders({ signingSecret: paymentSigningSecret(app.env) });
  configurePayments({ providers, timeoutMinutes: app.env.PAYMENT_TIMEOUT_MINUTES });
  await app.register(paymentRoutes, { providers });
  await app.register(sandboxRoutes, { providers, signingSecret: paymentSigningSecret(app.env) });

  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      // One sweep at a time: a slow sweep must not overlap the next tick.
      if (sweeping) return;
      sweeping = expireStalePayments({ db: app.db, notify: app.notify, log: app.log })
        .then((expired) => {
          if (expired > 0) app.log.info({ expired }, 'Expired card payments released their stock');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'The payment sweeper failed'))
        .finally(() => {
          sweeping = null;
        });
    }, SWEEP_INTERVAL_MS);
    // The sweeper alone must not keep the process (or a test run) alive.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    // Let a sweep in flight finish before the caller closes the database under it.
    await sweeping;
  });
}
