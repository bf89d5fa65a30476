import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PincodeCheck } from '@/shared/contracts/delivery';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { commerceFixture, IDS } from '../commerce-fixture';
import { call, expectFailure, expectSuccess } from '../commerce-requests';

/** docs/requirements/service-contract.md#demo-store's three Indian pincodes and two UAE area codes. */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({
    seedData: {
      ...commerceFixture,
      pincodes: [
        { subsite: 'in', pincode: '400001', city: 'Mumbai', serviceable: true, cod: true, days: 1 },
        { subsite: 'in', pincode: '560001', city: 'Bengaluru', serviceable: true, cod: false, days: 2 },
        { subsite: 'in', pincode: '999999', city: 'Unknown', serviceable: false, cod: false, days: 0 },
        { subsite: 'ae', pincode: 'DXB-01', city: 'Dubai (Deira)', serviceable: true, cod: true, days: 1 },
        { subsite: 'ae', pincode: 'FUJ-01', city: 'Fujairah', serviceable: true, cod: false, days: 3 },
      ],
    },
  });
});
afterAll(async () => {
  await test?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Only Date is faked: the database and Fastify keep their timers. */
const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};
const check = async (pin: string, locale = 'in-en', id: number = IDS.ring) =>
  expectSuccess<PincodeCheck>(await call(test.app, { url: `/api/products/${id}/pincode/${encodeURIComponent(pin)}`, locale }));

describe('GET /api/products/:id/pincode/:pin', () => {
  it('400001: delivered next working day (Saturday → Monday, Sunday skipped) with cash on delivery', async () => {
    at('2026-11-21T10:00:00Z'); // Saturday 15:30 in Mumbai
    expect(await check('400001')).toEqual({
      productID: IDS.ring,
      pincode: '400001',
      deliverable: true,
      city: 'Mumbai',
      codAvailable: true,
      deliveryDays: 1,
      estimatedDeliveryDate: '2026-11-23',
      message: 'Delivery to 400001 (Mumbai) by Mon, 23 Nov. Cash on delivery is available.',
    });
  });

  it('560001: delivered in two working days, without cash on delivery, said in Hindi', async () => {
    at('2026-11-21T10:00:00Z');
    const answer = await check('560001', 'in-hi');
    expect(answer).toMatchObject({ deliverable: true, codAvailable: false, deliveryDays: 2, estimatedDeliveryDate: '2026-11-24' });
    expect(answer.message).toContain('कैश ऑन डिलीवरी उपलब्ध नहीं है');
  });

  it('999999: not served, with a message saying so', async () => {
    expect(await check('999999')).toEqual({
      productID: IDS.ring,
      pincode: '999999',
      deliverable: false,
      city: 'Unknown',
      codAvailable: false,
      deliveryDays: null,
      estimatedDeliveryDate: null,
      message: 'Sorry, we do not deliver to 999999 yet. You can collect this piece at one of our stores.',
    });
  });

  it('a well-formed pincode the store has never heard of is not served either', async () => {
    expect(await check('110011')).toMatchObject({ deliverable: false, city: null, message: expect.stringContaining('110011') });
  });

  it("counts from today in the subsite's time zone, not the server's", async () => {
    at('2026-11-20T20:00:00Z'); // Friday in UTC, already Saturday 01:30 in Mumbai
    expect((await check('400001')).estimatedDeliveryDate).toBe('2026-11-23');
    at('2026-11-20T10:00:00Z'); // Friday afternoon in Mumbai
    expect((await check('400001')).estimatedDeliveryDate).toBe('2026-11-21');
  });

  it('reads UAE area codes in any case, and answers in Arabic', async () => {
    at('2026-11-21T10:00:00Z');
    const answer = await check('dxb-01', 'ae-ar');
    expect(answer).toMatchObject({ pincode: 'DXB-01', deliverable: true, codAvailable: true, estimatedDeliveryDate: '2026-11-23' });
    expect(answer.message).toContain('الدفع عند الاستلام متاح');
    // Three working days from Saturday: Monday, Tuesday, Wednesday.
    expect((await check('FUJ-01', 'ae-en')).estimatedDeliveryDate).toBe('2026-11-25');
  });

  it.each([
    ['in-en', '40001', /params\.pin: must be a 6-digit PIN code such as 400001/],
    ['in-en', '040001', /params\.pin/],
    ['in-en', 'ABCDEF', /params\.pin/],
    ['ae-en', '400001', /params\.pin: must be an area code such as DXB-01/],
    ['ae-en', 'DUBAI', /params\.pin/],
    ['in-en', '1234567890123', /params\.pin/],
  ])('in %s refuses the pin %s with 400 naming pin', async (locale, pin, message) => {
    expectFailure(await call(test.app, { url: `/api/products/${IDS.ring}/pincode/${pin}`, locale }), 400, message);
  });

  it('answers 404 for a product the subsite does not sell', async () => {
    expectFailure(await call(test.app, { url: '/api/products/999999/pincode/400001' }), 404, /Product 999999 not found/);
  });
});
