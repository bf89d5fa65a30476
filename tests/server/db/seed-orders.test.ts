import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderList } from '@/shared/contracts/orders';
import { signInAs } from '@/tests/server/helpers/auth';
import { createTestApp, siteHeaders, type TestApp } from '@/tests/server/helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => t?.close());

describe('the demo orders of the seed', () => {
  it('gives shopper@example.com a delivered order inside the return window, a shipped one and a placed one, priced by the store', async () => {
    const { headers } = await signInAs(t.app, 'shopper');
    const response = await t.app.inject({ method: 'GET', url: '/api/orders/index/status/all/', headers: { ...siteHeaders('in-en'), ...headers } });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().data as OrderList;
    expect(list.items.map((item) => item.status)).toEqual(['placed', 'shipped', 'delivered']);
    for (const item of list.items) {
      expect(item.orderNumber).toMatch(/^SLV-IN-1\d{5}$/);
      expect(item.total).toBeGreaterThan(0);
    }
    const delivered = list.items[2]!;
    const detail = (await t.app.inject({ method: 'GET', url: `/api/orders/detail/id/${delivered.orderID}/`, headers: { ...siteHeaders('in-en'), ...headers } })).json().data as OrderDetail;
    expect(detail.paymentStatus).toBe('paid');
    expect(detail.actions.canReturn).toBe(true);
    expect(detail.timeline.map((entry) => entry.status)).toEqual(['placed', 'confirmed', 'packed', 'shipped', 'delivered']);
    // The shopper's timeline reads like a real order's: the placing note, then staff's moves without a note.
    expect(detail.timeline.map((entry) => entry.note)).toEqual(['Order placed; cash on delivery', '', '', '', '']);
    expect(JSON.stringify(detail.timeline)).not.toMatch(/demo/i);
    // Totals are the pricing engine's: the lines add up to the order.
    expect(detail.items.reduce((sum, line) => sum + line.lineTotal, 0)).toBe(detail.totals.total);
  });
});
