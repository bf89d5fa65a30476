import { expect } from 'vitest';

/**
 * The sandbox gateway's hosted card page driven as a shopper's browser would, for the contract
 * sequences (checkout and the excess payment): both targets serve the same page.
 */

/** The first form of a page: where it posts and its hidden fields. */
function formOf(html: string, pageUrl: string) {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
  const hidden = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1]!, match[2]!.replace(/&amp;/g, '&')]));
  return { action: new URL(action, pageUrl).toString(), hidden };
}

async function post(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(), redirect: 'manual' });
}

/**
 * Pays on the sandbox's hosted page as a shopper's browser would: GET the page, submit the card,
 * answer the 3-D Secure challenge when asked, and read the signed result off the 303 back to the
 * store's `/payment-return`.
 */
export async function payOnSandbox(baseUrl: string, redirectUrl: string, cardNumber: string, challengeCode?: string) {
  const pageUrl = new URL(redirectUrl, baseUrl).toString();
  const page = await fetch(pageUrl);
  expect(page.status, 'the hosted card page').toBe(200);
  const html = await page.text();
  expect(html).toContain('Card number');
  const form = formOf(html, pageUrl);
  let answer = await post(form.action, { ...form.hidden, cardNumber, expiry: '12/39', cvc: '123', cardName: 'Kavya Menon', action: 'pay' });
  expect(answer.status, 'the card submit').toBe(303);
  let location = new URL(answer.headers.get('location')!, form.action);
  if (location.pathname.endsWith('/challenge')) {
    const challengePage = await fetch(location);
    expect(challengePage.status, 'the 3-D Secure page').toBe(200);
    const challenge = formOf(await challengePage.text(), location.toString());
    answer = await post(challenge.action, { ...challenge.hidden, code: challengeCode ?? '000000', action: 'verify' });
    expect(answer.status, 'the 3-D Secure submit').toBe(303);
    location = new URL(answer.headers.get('location')!, challenge.action);
  }
  // Checkout returns to `/payment-return`, an excess payment to `/excess-payment-return`.
  expect(location.pathname).toMatch(/\/(excess-)?payment-return$/);
  const query = Object.fromEntries(location.searchParams.entries());
  return { orderID: Number(query.orderID), paymentID: query.paymentID!, status: query.status as 'succeeded' | 'failed', ...(query.reason ? { reason: query.reason } : {}), signature: query.signature! };
}
