import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@/shared/locale';
import { runAccountSequence } from './account-sequence';
import { type AfterSalesStepDigest, runAfterSalesSequence } from './after-sales-sequence';
import { type CartStepDigest, runCartSequence } from './cart-sequence';
import { type CheckoutStepDigest, runCheckoutSequence } from './checkout-sequence';
import { readEnvelope } from './contract-case';
import { buildRequestSuite, send } from './request-suite';
import { type ContractTarget, mockTarget, type RunningTarget, realTarget } from './targets';

/**
 * One request suite, two targets: the msw handlers the storefront and e2e run against in mock
 * mode, and the real services on a fresh database. Same statuses, same shared schemas, and the
 * cart's money computed alike; a mock that drifts from the services fails here.
 */
const suite = buildRequestSuite();
const CART_LOCALES: Locale[] = ['in-en', 'ae-ar'];
const cartDigests = new Map<string, Map<Locale, CartStepDigest[]>>();
const checkoutDigests = new Map<string, CheckoutStepDigest[]>();
const afterSalesDigests = new Map<string, AfterSalesStepDigest[]>();
/** Case name → target name → answer body, for the cases both must answer alike. */
const answers = new Map<string, Map<string, unknown>>();
const RECORD_HINT =
  'the mocks and the services disagree; if the services changed on purpose, re-record the fixtures ' +
  '(npx tsx scripts/record-mock-fixtures.ts) or follow the change in tests/mocks';

describe.each([mockTarget, realTarget])('contract: $name', (target: ContractTarget) => {
  let running: RunningTarget;
  beforeAll(async () => {
    running = await target.start();
  });
  afterEach(() => running?.reset());
  afterAll(async () => {
    await running?.stop();
  });

  it.each(suite)('$name', async ({ name, method, path, headers, body, status, schema, messageIncludes }) => {
    const answer = await send({ baseUrl: running.baseUrl, request: { method, path, headers, body } });
    answers.set(name, (answers.get(name) ?? new Map<string, unknown>()).set(target.name, answer.body));
    expect(answer.status, `${JSON.stringify(answer.body)}; ${RECORD_HINT}`).toBe(status);
    const envelope = readEnvelope(schema.parse(answer.body));
    // docs/requirements/service-contract.md#envelopes: the HTTP status equals the envelope's code, success and failure alike.
    expect(envelope.code).toBe(status);
    expect(envelope.success).toBe(status < 400);
    if (messageIncludes) expect(envelope.message).toContain(messageIncludes);
  });

  it.each(CART_LOCALES)('a guest cart in %s: create → add → update → summary → delete → stock check', async (locale) => {
    const digests = await runCartSequence({ baseUrl: running.baseUrl, locale });
    const byLocale = cartDigests.get(target.name) ?? new Map<Locale, CartStepDigest[]>();
    cartDigests.set(target.name, byLocale.set(locale, digests));
  });

  it('a checkout: address → gift → promotions → COD code → order → read it; card declined and paid by 3-D Secure; store credit pays in full', async () => {
    checkoutDigests.set(target.name, await runCheckoutSequence({ baseUrl: running.baseUrl }));
  }, 60_000);

  it('an account: sign up by code → sign in → profile → addresses → refresh and reuse → reset → cart mapped → log out', async () => {
    await runAccountSequence({ baseUrl: running.baseUrl });
  }, 60_000);

  it('after the order: cancel a unit → staff deliver → return with photos → refund to store credit → excess by store credit and card → review → wishlist', async () => {
    afterSalesDigests.set(target.name, await runAfterSalesSequence({ baseUrl: running.baseUrl }));
  }, 90_000);
});

describe('contract: both targets agree', () => {
  it('every request of the suite has its own name', () => {
    expect(new Set(suite.map((request) => request.name)).size).toBe(suite.length);
  });

  const compared = suite.filter((request) => request.status >= 400 || request.sameAnswer);
  it.each(compared)('$name: the same answer', ({ name }) => {
    const byTarget = answers.get(name);
    expect(byTarget?.size, 'both targets must have answered').toBe(2);
    expect(byTarget?.get(mockTarget.name), RECORD_HINT).toEqual(byTarget?.get(realTarget.name));
  });

  it('the checkout sequence gives the same statuses, messages, money and states', () => {
    const mocked = checkoutDigests.get(mockTarget.name);
    const real = checkoutDigests.get(realTarget.name);
    expect(mocked, 'the mock run did not finish').toBeDefined();
    expect(real, 'the real run did not finish').toBeDefined();
    // Step by step, so a difference names its step.
    for (const [index, step] of (real ?? []).entries()) expect(mocked?.[index], `${step.step}; ${RECORD_HINT}`).toEqual(step);
    expect(mocked?.length).toBe(real?.length);
  });

  it('the after-sales sequence gives the same statuses, messages, money, timelines and states', () => {
    const mocked = afterSalesDigests.get(mockTarget.name);
    const real = afterSalesDigests.get(realTarget.name);
    expect(mocked, 'the mock run did not finish').toBeDefined();
    expect(real, 'the real run did not finish').toBeDefined();
    // Every step that differs is named (soft), not only the first.
    for (const [index, step] of (real ?? []).entries()) expect.soft(mocked?.[index], `${step.step}; ${RECORD_HINT}`).toEqual(step);
    expect(mocked?.length).toBe(real?.length);
  });

  it.each(CART_LOCALES)('the cart sequence in %s gives the same statuses, quantities and money', (locale) => {
    const mocked = cartDigests.get(mockTarget.name)?.get(locale);
    const real = cartDigests.get(realTarget.name)?.get(locale);
    expect(mocked, 'the mock run did not finish').toBeDefined();
    expect(real, 'the real run did not finish').toBeDefined();
    expect(mocked, RECORD_HINT).toEqual(real);
  });
});
