import { afterAll, describe, expect, it } from 'vitest';
import { IDS, checkoutFixture } from '../modules/commerce/checkout/checkout-fixture';
import { type Answer, adminQuery, createStore, freePort, onPostgres, report, request, sleep, startServices, stopAll } from './fault-kit';

/**
 * The services' PostgreSQL connections cut under load (docs/faults.md), on a database of the
 * test's own, never the machine's PostgreSQL itself: pg_terminate_backend on every backend of that
 * database, then the database closed to new connections for a while (ALLOW_CONNECTIONS false) and
 * opened again. Every request answers within seconds, 200 or 503 with a sentence, never a hang or a
 * 500; the same process serves again once the database is back, with no restart of its own.
 * PGlite runs inside the services process: there is no connection to cut.
 */
afterAll(stopAll, 30_000);

const AWAY_MS = 2_000;
/** The pool gives up on a connection after 5 s (db/client.ts); a request may take that plus its own work. */
const NO_HANG_MS = 8_000;

describe.skipIf(!onPostgres)('PostgreSQL connections cut under load (PostgreSQL only: PGlite has no connections)', () => {
  it('answers 200 or 503 within seconds while the database is away and recovers without a restart', async () => {
    const store = await createStore(checkoutFixture);
    const services = await startServices(store.env, await freePort());
    const pid = services.child.pid;

    type Sample = Answer & { at: number; write: boolean };
    const samples: Sample[] = [];
    let stop = false;
    // Four shoppers read a product and add to a fresh cart, round after round, until told to stop (bounded by count too).
    const worker = async (index: number) => {
      for (let round = 0; !stop && round < 400; round += 1) {
        const call =
          round % 2 === 0
            ? request(services.base, 'GET', `/api/products/${IDS.pendant}/`, { timeoutMs: NO_HANG_MS + 2_000 })
            : request(services.base, 'POST', '/api/cart/', { body: { productID: IDS.pendant, productOptionID: IDS.pendantStd, quantity: 1 }, timeoutMs: NO_HANG_MS + 2_000 });
        const at = Date.now();
        samples.push({ ...(await call), at, write: round % 2 === 1 });
        await sleep(20 + index * 5);
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(worker));

    await sleep(1_000);
    const cutAt = Date.now();
    const [terminated] = await adminQuery<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [store.name],
    );
    await sleep(500);
    // Away: no new connection to this database (ours alone) until it is allowed again.
    await adminQuery(`ALTER DATABASE ${store.name} WITH ALLOW_CONNECTIONS false`);
    // A connection that was starting as the database closed got past the check and survives one
    // termination (seen once in CI on a loaded machine: a cart write answered 200 while "away").
    // Terminate until no backend of the database is left, twice in a row, so away means away.
    for (let clear = 0, tries = 0; clear < 2 && tries < 100; tries += 1) {
      const [left] = await adminQuery<{ n: number }>(
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [store.name],
      );
      clear = left!.n === 0 ? clear + 1 : 0;
      await sleep(50);
    }
    const awayAt = Date.now();
    await sleep(AWAY_MS);
    // Back from the moment it is asked for: a write that connects as the ALTER commits may answer
    // 200 before this process, busy with its four shoppers, reads the clock after the ALTER (seen
    // once in CI on a loaded machine: a cart write counted as answered 200 "while away").
    const backAt = Date.now();
    await adminQuery(`ALTER DATABASE ${store.name} WITH ALLOW_CONNECTIONS true`);

    // Served again: the first 200 that started after the database came back.
    const deadline = backAt + 15_000;
    while (!samples.some((sample) => sample.at >= backAt && sample.status === 200) && Date.now() < deadline) await sleep(50);
    await sleep(500);
    stop = true;
    await load;

    const firstOkAfter = samples.filter((sample) => sample.at >= backAt && sample.status === 200).sort((a, b) => a.at - b.at)[0];
    const during = samples.filter((sample) => sample.at >= awayAt + 200 && sample.at + sample.ms <= backAt);
    const hung = samples.filter((sample) => sample.status === -1 || sample.ms > NO_HANG_MS);
    const failures = samples.filter((sample) => sample.status !== 200 && sample.status !== 503);
    const unavailable = samples.filter((sample) => sample.status === 503);

    expect(terminated!.n).toBeGreaterThan(0);
    expect(hung).toEqual([]);
    expect(failures.map((sample) => sample.status), services.output().slice(-3000)).toEqual([]);
    // While the database was away every write said so, in a sentence, with no detail of the driver's;
    // a product read may still be answered from the catalogue in memory (docs/performance.md), which
    // is dropped again once the listener hears the database (db/listener.ts).
    const writesDuring = during.filter((sample) => sample.write);
    expect(writesDuring.length).toBeGreaterThan(0);
    for (const sample of writesDuring) expect(sample.status).toBe(503);
    for (const sample of during) expect([200, 503]).toContain(sample.status);
    for (const sample of unavailable) expect(sample.body?.meta?.message).toBe('The store cannot reach its database just now. Please try again in a moment.');
    // The same process serves again: no restart.
    expect(firstOkAfter).toBeDefined();
    expect(services.child.exitCode).toBeNull();
    expect(services.child.pid).toBe(pid);
    const recoverMs = firstOkAfter!.at + firstOkAfter!.ms - backAt;
    expect(recoverMs).toBeLessThan(10_000);

    report('PostgreSQL connections cut', {
      requests: samples.length,
      'backends terminated': terminated!.n,
      '503 answers': unavailable.length,
      'other failures': failures.length,
      hangs: hung.length,
      'slowest answer': `${Math.max(...samples.map((sample) => sample.ms))} ms`,
      'time to recover (database back to first 200)': `${recoverMs} ms`,
      'time from first cut to first 200 after': `${firstOkAfter!.at + firstOkAfter!.ms - cutAt} ms`,
    });
  }, 180_000);
});
