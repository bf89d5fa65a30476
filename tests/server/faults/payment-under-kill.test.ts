import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER, signSandboxNotification, signSandboxRedirect } from '@/server/modules/commerce/payments/sandbox-provider';
import { IDS } from '../modules/commerce/checkout/checkout-fixture';
import {
  type Answer,
  type Services,
  acknowledgedOrderId,
  createStore,
  freePort,
  killHard,
  newSubmit,
  onPostgres,
  placeOrder,
  readyCart,
  report,
  request,
  sleep,
  startServices,
  stockedFixture,
  stopAll,
} from './fault-kit';

/**
 * Card results delivered while the services are killed and restarted (docs/faults.md): the
 * gateway's notification and the shopper's signed return race each other, the process dies among
 * them, and after the restart both are delivered again (a gateway retries, a shopper reloads).
 * Each payment is settled exactly once: one `succeeded` payment row per order, one `placed` event,
 * never a second confirmation e-mail.
 */
afterAll(stopAll, 30_000);

const ORDERS = 6;
const SECRET = 'fault-suite-payment-signing-secret-0123456789';

interface Pending {
  orderId: number;
  paymentId: string;
  amountDue: number;
}

function deliverNotification(base: string, order: Pending): Promise<Answer> {
  const raw = JSON.stringify({ paymentID: order.paymentId, status: 'succeeded', amountMinor: order.amountDue, currencyCode: 'INR' });
  return request(base, 'POST', '/api/payments/sandbox/notify', {
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(SECRET, raw) },
    body: JSON.parse(raw) as unknown,
  });
}

function deliverRedirect(base: string, order: Pending): Promise<Answer> {
  const fields = { orderID: order.orderId, paymentID: order.paymentId, status: 'succeeded' as const };
  return request(base, 'POST', '/api/cart/handlePaymnt/', { body: { ...fields, signature: signSandboxRedirect(SECRET, fields) } });
}

describe(`card results delivered across a kill -9 (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('settles every payment exactly once', async () => {
    const store = await createStore(stockedFixture({ pendant: ORDERS, ring: 0 }));
    const port = await freePort();
    const env = { ...store.env, PAYMENT_SIGNING_SECRET: SECRET };
    let services: Services = await startServices(env, port);

    const pending: Pending[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      const cartID = await readyCart(services.base, { productID: IDS.pendant, productOptionID: IDS.pendantStd, quantity: 1 });
      const placed = await placeOrder(services.base, newSubmit(cartID));
      const orderId = acknowledgedOrderId(placed);
      const redirectUrl = placed.body?.data?.redirectUrl;
      if (orderId === null || typeof redirectUrl !== 'string') throw new Error(`Placing answered ${placed.status}`);
      pending.push({ orderId, paymentId: new URL(redirectUrl).pathname.split('/').pop()!, amountDue: Number(placed.body?.data?.amountDue) });
    }

    // Both results of every payment, twice, a few milliseconds apart; the process dies among them.
    let answered = 0;
    const deliveries = Promise.all(
      pending.flatMap((order, index) =>
        [deliverNotification, deliverRedirect, deliverNotification, deliverRedirect].map(async (deliver, copy) => {
          await sleep(index * 10 + copy * 3);
          const answer = await deliver(services.base, order);
          if (answer.status === 200) answered += 1;
          return answer;
        }),
      ),
    );
    const killDeadline = Date.now() + 10_000;
    while (answered < 3 && Date.now() < killDeadline) await sleep(2);
    const killedAt = Date.now();
    await killHard(services);
    const before = await deliveries;
    for (const answer of before) expect([0, 200]).toContain(answer.status);

    services = await startServices(env, port);
    const recoveredMs = Date.now() - killedAt;
    const after = await Promise.all(pending.flatMap((order) => [deliverNotification(services.base, order), deliverRedirect(services.base, order), deliverNotification(services.base, order)]));
    for (const answer of after) expect(answer.status).toBe(200);
    services.child.kill('SIGTERM');
    await services.exited;

    const rows = await store.query<{ id: number; status: string; payment_status: string; payments: number; succeeded: number; settled: number; placed_events: number; emails: number }>(
      `select o.id, o.status, o.payment_status,
              (select count(*)::int from payments p where p.order_id = o.id) as payments,
              (select count(*)::int from payments p where p.order_id = o.id and p.status = 'succeeded') as succeeded,
              (select count(*)::int from payments p where p.order_id = o.id and p.settled_at is not null) as settled,
              (select count(*)::int from order_events e where e.order_id = o.id and e.status = 'placed') as placed_events,
              (select count(*)::int from outbox_messages m where m.recipient = o.email and m.channel = 'email') as emails
       from orders o order by o.id`,
    );
    expect(rows.map((row) => row.id)).toEqual(pending.map((order) => order.orderId));
    const doubleSettled = rows.filter((row) => row.settled > 1 || row.placed_events > 1 || row.emails > 1);
    for (const row of rows) expect(row).toMatchObject({ status: 'placed', payment_status: 'paid', payments: 1, succeeded: 1, settled: 1, placed_events: 1 });
    expect(doubleSettled).toEqual([]);

    report('card results across kill -9', {
      orders: rows.length,
      'deliveries before the kill answered': before.filter((answer) => answer.status === 200).length,
      'cut off by the kill': before.filter((answer) => answer.status !== 200).length,
      settled: rows.filter((row) => row.settled === 1).length,
      'double-settled': doubleSettled.length,
      // A confirmation is sent after the commit: one lost with the process is not re-sent (at most once).
      'confirmation e-mails': rows.reduce((sum, row) => sum + row.emails, 0),
      'time to recover (kill to serving)': `${recoveredMs} ms`,
    });
  }, 180_000);
});
