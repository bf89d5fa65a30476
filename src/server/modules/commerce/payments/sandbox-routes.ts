import type { FastifyReply } from 'fastify';
import { SANDBOX_FAILURE_REASONS } from '@/shared/payment-failure';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CardFormBody, ChallengeBody, ChallengeQuery, SandboxParams } from './payment-schemas';
import type { PaymentProviders } from './registry';
import { cardDetailsSchema, THREE_D_SECURE_CODE, verdictFor } from '@/shared/commerce/sandbox-card';
import { type CardPageOptions, type PageError, renderCardPage, renderChallengePage, renderMessagePage, stringsFor } from '@/shared/commerce/sandbox-page';
import { SANDBOX_PAGE_PATH } from './sandbox-provider';
import {
  challengeToken,
  challengeTokenValid,
  completeSandboxPayment,
  expireIfDue,
  loadSession,
  type SandboxContext,
  type SandboxSession,
  settledOutcome,
  signedReturnUrl,
} from './sandbox-service';

const FORM_TYPE = 'application/x-www-form-urlencoded';
export const DECLINED_REASON = SANDBOX_FAILURE_REASONS.declined;
export const CHALLENGE_FAILED_REASON = SANDBOX_FAILURE_REASONS.authentication_failed;
export const CANCELLED_REASON = SANDBOX_FAILURE_REASONS.cancelled;

/**
 * The sandbox gateway's hosted pages (outside /api: they answer HTML, not the envelope).
 * @fastify/formbody is not installed, so the card form's urlencoded body is parsed here, in
 * this plugin's scope only.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ providers: PaymentProviders; signingSecret: string }> = async (app, { providers, signingSecret }) => {
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });

  const storefrontOrigin = new URL(app.env.STOREFRONT_URL).origin;
  const context = (log: SandboxContext['log']): SandboxContext => ({ db: app.db, providers, signingSecret, storefrontUrl: app.env.STOREFRONT_URL, notify: app.notify, log });

  function html(reply: FastifyReply, status: number, body: string) {
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'DENY')
      // No script at all; forms post here and the 303 after a submit goes to the storefront
      // (form-action also governs where a form's redirect may land).
      .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' ${storefrontOrigin}; frame-ancestors 'none'; base-uri 'none'`)
      .send(body);
  }

  function notFoundPage(reply: FastifyReply) {
    const strings = stringsFor('en');
    return html(reply, 404, renderMessagePage({ language: 'en', title: strings.notFoundTitle, message: strings.notFound }));
  }

  /** A finished payment: say so, with the signed way back to the store. */
  function finishedPage(reply: FastifyReply, session: SandboxSession, payment = session.payment) {
    const strings = stringsFor(session.language);
    const outcome = settledOutcome(payment);
    const title = payment.status === 'expired' ? strings.expiredTitle : strings.settledTitle;
    const message = outcome.status === 'succeeded' ? strings.settledPaid : strings.settledFailed;
    return html(reply, 200, renderMessagePage({ language: session.language, title, message, link: { href: signedReturnUrl(signingSecret, { ...session, payment }, outcome), text: strings.back } }));
  }

  const pagePath = (paymentRef: string) => `${SANDBOX_PAGE_PATH}/${encodeURIComponent(paymentRef)}`;
  const cardPage = (session: SandboxSession, extra: Partial<CardPageOptions> = {}) =>
    renderCardPage({ language: session.language, orderNumber: session.orderNumber, amountText: session.amountText, actionUrl: pagePath(session.payment.providerRef), ...extra });

  app.get(
    `${SANDBOX_PAGE_PATH}/:paymentID`,
    {
      schema: {
        tags: ['payments'],
        summary: "The sandbox gateway's hosted card page (HTML)",
        description: 'Shows the order number, the amount and the test cards. Not part of /api: a real provider hosts this page itself.',
        params: SandboxParams,
      },
    },
    async (request, reply) => {
      const session = await loadSession(app.db, { paymentRef: request.params.paymentID, storefrontUrl: app.env.STOREFRONT_URL });
      if (!session) return notFoundPage(reply);
      if (await expireIfDue(context(request.log), session, new Date())) return afterExpiry(reply, session);
      if (session.payment.status !== 'pending') return finishedPage(reply, session);
      return html(reply, 200, cardPage(session));
    },
  );

  app.post(
    `${SANDBOX_PAGE_PATH}/:paymentID`,
    {
      schema: {
        tags: ['payments'],
        summary: 'Submit the sandbox card form',
        description:
          '4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 3220 asks for 3-D Secure. A bad number (Luhn), a past expiry or a bad CVC re-shows the form (422) with a message. ' +
          'The outcome is notified to the services and the browser is sent (303) to the storefront with a signed result.',
        consumes: [FORM_TYPE],
        params: SandboxParams,
        body: CardFormBody,
      },
    },
    async (request, reply) => {
      const ctx = context(request.log);
      const now = new Date();
      const session = await loadSession(app.db, { paymentRef: request.params.paymentID, storefrontUrl: app.env.STOREFRONT_URL });
      if (!session) return notFoundPage(reply);
      if (await expireIfDue(ctx, session, now)) return afterExpiry(reply, session);
      if (session.payment.status !== 'pending') return finishedPage(reply, session);

      const body = request.body;
      if (body.action === 'cancel') return reply.redirect(await completeSandboxPayment(ctx, session, { status: 'failed', reason: CANCELLED_REASON }), 303);

      const values = { cardNumber: body.cardNumber, expiry: body.expiry, cardName: body.cardName };
      const parsed = cardDetailsSchema(now).safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = String(issue.path[0]) as CardPageOptions['errorField'];
        return html(reply, 422, cardPage(session, { error: issue.message as PageError, errorField: field, values }));
      }
      const verdict = verdictFor(parsed.data.cardNumber);
      switch (verdict.kind) {
        case 'succeeded':
          return reply.redirect(await completeSandboxPayment(ctx, session, { status: 'succeeded' }), 303);
        case 'declined':
          return reply.redirect(await completeSandboxPayment(ctx, session, { status: 'failed', reason: DECLINED_REASON }), 303);
        case 'challenge': {
          const token = challengeToken(signingSecret, session.payment.providerRef);
          return reply.redirect(`${pagePath(session.payment.providerRef)}/challenge?t=${encodeURIComponent(token)}`, 303);
        }
        default:
          return html(reply, 422, cardPage(session, { error: 'unknownCard', errorField: 'cardNumber', values }));
      }
    },
  );

  /** After the gateway itself expired the payment: back to the store with the reason. */
  async function afterExpiry(reply: FastifyReply, session: SandboxSession) {
    const reloaded = await loadSession(app.db, { paymentRef: session.payment.providerRef, storefrontUrl: app.env.STOREFRONT_URL });
    const payment = reloaded?.payment ?? session.payment;
    return reply.redirect(signedReturnUrl(signingSecret, session, settledOutcome(payment)), 303);
  }

  app.get(
    `${SANDBOX_PAGE_PATH}/:paymentID/challenge`,
    {
      schema: {
        tags: ['payments'],
        summary: "The sandbox's 3-D Secure challenge page (HTML)",
        description: 'Reached only from a 3-D Secure test card (the link carries a signed token). Code 123456 passes; anything else or Cancel fails.',
        params: SandboxParams,
        querystring: ChallengeQuery,
      },
    },
    async (request, reply) => {
      const session = await loadSession(app.db, { paymentRef: request.params.paymentID, storefrontUrl: app.env.STOREFRONT_URL });
      if (!session) return notFoundPage(reply);
      if (await expireIfDue(context(request.log), session, new Date())) return afterExpiry(reply, session);
      if (session.payment.status !== 'pending') return finishedPage(reply, session);
      if (!challengeTokenValid(signingSecret, session.payment.providerRef, request.query.t)) return html(reply, 400, cardPage(session, { error: 'challengeLink' }));
      return html(
        reply,
        200,
        renderChallengePage({ language: session.language, orderNumber: session.orderNumber, amountText: session.amountText, actionUrl: `${pagePath(session.payment.providerRef)}/challenge`, token: request.query.t }),
      );
    },
  );

  app.post(
    `${SANDBOX_PAGE_PATH}/:paymentID/challenge`,
    {
      schema: {
        tags: ['payments'],
        summary: 'Answer the sandbox 3-D Secure challenge',
        description: 'Code 123456 pays; any other code or Cancel fails the payment. Either way the browser goes (303) to the storefront with a signed result.',
        consumes: [FORM_TYPE],
        params: SandboxParams,
        body: ChallengeBody,
      },
    },
    async (request, reply) => {
      const ctx = context(request.log);
      const session = await loadSession(app.db, { paymentRef: request.params.paymentID, storefrontUrl: app.env.STOREFRONT_URL });
      if (!session) return notFoundPage(reply);
      if (await expireIfDue(ctx, session, new Date())) return afterExpiry(reply, session);
      if (session.payment.status !== 'pending') return finishedPage(reply, session);
      if (!challengeTokenValid(signingSecret, session.payment.providerRef, request.body.t)) return html(reply, 400, cardPage(session, { error: 'challengeLink' }));
      const passed = request.body.action === 'verify' && request.body.code.trim() === THREE_D_SECURE_CODE;
      const outcome = passed ? ({ status: 'succeeded' } as const) : ({ status: 'failed', reason: CHALLENGE_FAILED_REASON } as const);
      return reply.redirect(await completeSandboxPayment(ctx, session, outcome), 303);
    },
  );
};
