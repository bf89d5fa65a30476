import { afterAll, describe, expect, it } from 'vitest';
import { IDS } from '../modules/commerce/checkout/checkout-fixture';
import {
  type Answer,
  type Services,
  type Submit,
  acknowledgedOrderId,
  createStore,
  freePort,
  killHard,
  newSubmit,
  onPostgres,
  placeOrder,
  readyCart,
  report,
  sleep,
  startServices,
  stockedFixture,
  stopAll,
} from './fault-kit';

/**
 * kill -9 of the services while shoppers place orders (docs/faults.md). Every order the services
 * acknowledged (200 with an orderID) must be there after a restart on the same data, with its
 * line and the piece it took; stock is taken exactly once (free pieces + held pieces = what was
 * seeded, never below zero); and a shopper who never heard back retries with the same
 * Idempotency-Key and gets at most one order. On PGlite the restart takes over the dead process's
 * lock file (lib/lock-file.ts).
 */
const STOCK = { pendant: 10, ring: 6 } as const;
const SHOPPERS = 24;

// Fewer pieces than shoppers: the store must refuse the rest with 409, never sell a piece twice.
const fixture = stockedFixture(STOCK);
const WATCHED = [
  { optionId: IDS.pendantStd, productId: IDS.pendant, seeded: STOCK.pendant },
  { optionId: IDS.ringSize14, productId: IDS.ring, seeded: STOCK.ring },
];

afterAll(stopAll, 30_000);

describe(`kill -9 under order load (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('loses no acknowledged order, oversells nothing and places each retried submit at most once', async () => {
    const store = await createStore(fixture);
    const port = await freePort();
    let services: Services = await startServices(store.env, port);

    // Every shopper's cart is ready before the load starts: the kill lands among the placings.
    const submits: Submit[] = [];
    for (let index = 0; index < SHOPPERS; index += 1) {
      const watched = WATCHED[index % WATCHED.length]!;
      submits.push(newSubmit(await readyCart(services.base, { productID: watched.productId, productOptionID: watched.optionId, quantity: 1 })));
    }

    // Shoppers start a few milliseconds apart; the process is killed once a few orders were acknowledged.
    let acknowledgedSoFar = 0;
    const answers = new Map<Submit, Answer>();
    const load = Promise.all(
      submits.map(async (submit, index) => {
        await sleep(index * 15);
        const answer = await placeOrder(services.base, submit);
        answers.set(submit, answer);
        if (acknowledgedOrderId(answer) !== null) acknowledgedSoFar += 1;
      }),
    );
    const killDeadline = Date.now() + 10_000;
    while (acknowledgedSoFar < 4 && Date.now() < killDeadline) await sleep(5);
    const killedAt = Date.now();
    await killHard(services);
    await load;

    const acknowledged = new Map<Submit, number>();
    for (const [submit, answer] of answers) {
      const id = acknowledgedOrderId(answer);
      if (id !== null) acknowledged.set(submit, id);
    }
    const unanswered = submits.filter((submit) => answers.get(submit)?.status === 0 || answers.get(submit)?.status === -1);
    // No answer may be a 5xx: a request either completed or lost its connection with the process.
    for (const answer of answers.values()) expect([0, 200, 409]).toContain(answer.status);
    expect(unanswered.length, 'the kill landed after every request had its answer').toBeGreaterThan(0);

    services = await startServices(store.env, port);
    const recoveredMs = Date.now() - killedAt;
    expect(services.output()).not.toContain('Another services process');

    // The acknowledged submit again: the same order. An unanswered one: one order, or a refusal.
    for (const [submit, id] of acknowledged) expect(acknowledgedOrderId(await placeOrder(services.base, submit))).toBe(id);
    const retried = new Map<Submit, number>();
    for (const submit of unanswered) {
      const first = await placeOrder(services.base, submit);
      const again = await placeOrder(services.base, submit);
      expect([200, 409]).toContain(first.status);
      expect(again.status).toBe(first.status);
      const id = acknowledgedOrderId(first);
      expect(acknowledgedOrderId(again)).toBe(id);
      if (id !== null) retried.set(submit, id);
    }

    services.child.kill('SIGTERM');
    await services.exited;

    // The figures, from the database itself.
    const orders = await store.query<{ id: number; cart_id: string; idempotency_key: string; lines: number; units: number }>(
      `select o.id, o.cart_id, o.idempotency_key, count(l.id)::int as lines, coalesce(sum(l.quantity), 0)::int as units
       from orders o left join order_lines l on l.order_id = o.id group by o.id`,
    );
    const byId = new Map(orders.map((order) => [order.id, order]));
    const lost = [...acknowledged.values()].filter((id) => byId.get(id)?.lines !== 1 || byId.get(id)?.units !== 1);
    const cartsPlacedTwice = orders.length - new Set(orders.map((order) => order.cart_id)).size;
    expect(lost).toEqual([]);
    expect(cartsPlacedTwice).toBe(0);
    // Every order belongs to one of our submits with its own key: nothing placed that nobody asked for.
    const submitted = new Map(submits.map((submit) => [submit.cartID, submit.key]));
    for (const order of orders) expect(order.idempotency_key).toBe(submitted.get(order.cart_id));
    expect(orders.length).toBe(acknowledged.size + retried.size);

    let oversold = 0;
    for (const { optionId, seeded } of WATCHED) {
      const [row] = await store.query<{ stock: number; free: number; held: number; sold: number }>(
        `select (select quantity from product_stock where option_id = $1 and subsite_id = 1) as stock,
                (select count(*)::int from product_pieces where option_id = $1 and subsite_id = 1 and order_line_id is null) as free,
                (select count(*)::int from product_pieces where option_id = $1 and subsite_id = 1 and order_line_id is not null) as held,
                (select coalesce(sum(quantity), 0)::int from order_lines where option_id = $1) as sold`,
        [optionId],
      );
      expect(row!.stock).toBeGreaterThanOrEqual(0);
      expect(row!.stock).toBe(row!.free);
      expect(row!.held).toBe(row!.sold);
      expect(row!.free + row!.held).toBe(seeded);
      oversold += Math.max(0, row!.sold - seeded);
    }
    expect(oversold).toBe(0);

    report('kill -9 under order load', {
      shoppers: SHOPPERS,
      acknowledged: acknowledged.size,
      'unanswered at the kill': unanswered.length,
      'placed on retry': retried.size,
      present: acknowledged.size - lost.length,
      lost: lost.length,
      oversold,
      'time to recover (kill to serving)': `${recoveredMs} ms`,
    });
  }, 180_000);
});
