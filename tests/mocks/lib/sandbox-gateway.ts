import { cardDetailsSchema, THREE_D_SECURE_CODE, verdictFor } from '@/shared/commerce/sandbox-card';
import {
  type CardPageOptions,
  type PageError,
  pageLanguage,
  renderCardPage,
  renderChallengePage,
  renderMessagePage,
  stringsFor,
} from '@/shared/commerce/sandbox-page';
import { mockSign, redirectSigningText, SANDBOX_REASONS } from './payment-signing';
import { decodeContext, SANDBOX_PATH, type SandboxLinkContext } from './sandbox-link';

/**
 * The sandbox card gateway in mock mode. In the services it is a set of HTML pages under
 * `/sandbox-pay/{paymentID}` (a top-level navigation, not a fetch), which the browser's msw
 * worker cannot answer: a service worker never sees a navigation to another origin. So this
 * module is a plain `Request → Response` function that
 *   - msw answers with in Node (tests/mocks/node.ts: the contract suite walks the card flow), and
 *   - the e2e fixtures answer with through Playwright's `page.route` on the mock services'
 *     origin (e2e/fixtures/checkout.ts), in mock projects only.
 * It renders the services' own page and applies their card rules (the pure modules
 * sandbox-page.ts and sandbox-card.ts), so a shopper sees the same page and the same test cards
 * decide the same outcomes. It holds no state: the order's number, amount, language and return
 * URL travel in the link the mock `postorders` made, signed so they cannot be edited, and the
 * outcome goes back through the storefront's `/payment-return` to the stateful mock
 * `handlePaymnt/`, which checks the signature and settles the order exactly once. (The
 * services' server-to-server notification has no counterpart here: the mocks settle by the
 * signed return alone.) Node only: it is never bundled for the browser.
 */
interface Session {
  paymentID: string;
  context: SandboxLinkContext;
  /** The query every form action and link of this payment keeps. */
  query: string;
}

async function sessionOf(url: URL, paymentID: string): Promise<Session | null> {
  const c = url.searchParams.get('c') ?? '';
  const s = url.searchParams.get('s') ?? '';
  if (!c || s !== (await mockSign(`ctx|${paymentID}|${c}`))) return null;
  const context = decodeContext(c);
  return context && { paymentID, context, query: new URLSearchParams({ c, s }).toString() };
}

const html = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
const redirect = (location: string) => new Response(null, { status: 303, headers: { location } });

async function returnTo(session: Session, outcome: { status: 'succeeded' | 'failed'; reason?: string }): Promise<Response> {
  const fields = { orderID: session.context.orderID, paymentID: session.paymentID, status: outcome.status, ...(outcome.reason ? { reason: outcome.reason } : {}) };
  const query = new URLSearchParams({
    orderID: String(fields.orderID),
    paymentID: fields.paymentID,
    status: fields.status,
    ...(outcome.reason ? { reason: outcome.reason } : {}),
    signature: await mockSign(redirectSigningText(fields)),
  });
  return redirect(`${session.context.returnUrl}?${query}`);
}

async function formOf(request: Request): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await request.text()));
}

/** Answers one request to the sandbox's pages: the card page, its submit, the 3-D Secure challenge and its submit. */
export async function handleSandboxRequest(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const match = /^\/sandbox-pay\/([^/]+)(\/challenge)?\/?$/.exec(url.pathname);
  const session = match ? await sessionOf(url, decodeURIComponent(match[1]!)) : null;
  if (!match || !session) {
    const strings = stringsFor('en');
    return html(404, renderMessagePage({ language: 'en', title: strings.notFoundTitle, message: strings.notFound }));
  }
  const language = pageLanguage(session.context.languageCode);
  const pagePath = `${SANDBOX_PATH}/${encodeURIComponent(session.paymentID)}`;
  const cardPage = (extra: Partial<CardPageOptions> = {}) =>
    renderCardPage({ language, orderNumber: session.context.orderNumber, amountText: session.context.amountText, actionUrl: `${pagePath}?${session.query}`, ...extra });
  const challengeToken = await mockSign(`3ds|${session.paymentID}`);
  const challenge = Boolean(match[2]);

  if (request.method === 'GET' && !challenge) return html(200, cardPage());
  if (request.method === 'GET' && challenge) {
    if (url.searchParams.get('t') !== challengeToken) return html(400, cardPage({ error: 'challengeLink' }));
    return html(
      200,
      renderChallengePage({ language, orderNumber: session.context.orderNumber, amountText: session.context.amountText, actionUrl: `${pagePath}/challenge?${session.query}`, token: challengeToken }),
    );
  }
  if (request.method !== 'POST') return html(405, cardPage());

  const form = await formOf(request);
  if (challenge) {
    if (form.t !== challengeToken) return html(400, cardPage({ error: 'challengeLink' }));
    const passed = form.action === 'verify' && (form.code ?? '').trim() === THREE_D_SECURE_CODE;
    return returnTo(session, passed ? { status: 'succeeded' } : { status: 'failed', reason: SANDBOX_REASONS.challengeFailed });
  }
  if (form.action === 'cancel') return returnTo(session, { status: 'failed', reason: SANDBOX_REASONS.cancelled });
  const values = { cardNumber: form.cardNumber, expiry: form.expiry, cardName: form.cardName };
  const parsed = cardDetailsSchema(new Date()).safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return html(422, cardPage({ error: issue.message as PageError, errorField: String(issue.path[0]) as CardPageOptions['errorField'], values }));
  }
  switch (verdictFor(parsed.data.cardNumber).kind) {
    case 'succeeded':
      return returnTo(session, { status: 'succeeded' });
    case 'declined':
      return returnTo(session, { status: 'failed', reason: SANDBOX_REASONS.declined });
    case 'challenge':
      return redirect(`${pagePath}/challenge?${session.query}&t=${encodeURIComponent(challengeToken)}`);
    default:
      return html(422, cardPage({ error: 'unknownCard', errorField: 'cardNumber', values }));
  }
}
