import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { IDS, checkoutFixture } from '../modules/commerce/checkout/checkout-fixture';
import { type Answer, type OwnRedis, createStore, freePort, redisInstalled, report, request, sleep, startRedis, startServices, stopAll } from './fault-kit';

/**
 * A Redis of the test's own (redis-server on a free port, nothing saved), never the machine's,
 * stopped with SIGKILL under load and started again empty (docs/faults.md). The store keeps
 * answering content, product and cart calls while it is away (the content cache falls back to the
 * database, modules/content), and the content keys come back into the new Redis.
 */
afterAll(stopAll, 30_000);

const CONTENT_KEYS = ['websiteStores', 'metalPrice_SLV_in', 'metalPrice_SLV_ae'];
const AWAY_MS = 3_000;
/** ioredis fails a command after one reconnect attempt (plugins/cache.ts): about 2 s; the rest is room for a busy machine. */
const NO_HANG_MS = 8_000;

async function cachedKeys(url: string): Promise<string[]> {
  const client = new Redis(url, { maxRetriesPerRequest: 0, connectTimeout: 1_000, lazyConnect: true, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.keys('*')).sort();
  } catch {
    return [];
  } finally {
    client.disconnect();
  }
}

describe.skipIf(!redisInstalled)('a Redis of its own stopped and started under load (skipped when redis-server is not installed)', () => {
  it('keeps selling while Redis is away and refills the cache once it is back', async () => {
    const store = await createStore(checkoutFixture);
    const redisPort = await freePort();
    let redis: OwnRedis = await startRedis(redisPort);
    const services = await startServices({ ...store.env, REDIS_URL: redis.url }, await freePort());

    for (const key of CONTENT_KEYS) expect((await request(services.base, 'GET', `/api/redis/${key}`)).status).toBe(200);
    const warmKeys = await cachedKeys(redis.url);
    expect(warmKeys.length).toBeGreaterThanOrEqual(CONTENT_KEYS.length);

    type Sample = Answer & { at: number; what: string };
    const samples: Sample[] = [];
    let stop = false;
    const worker = async (index: number) => {
      for (let round = 0; !stop && round < 400; round += 1) {
        const step = (round + index) % 3;
        const what = step === 0 ? 'content' : step === 1 ? 'product' : 'cart';
        const at = Date.now();
        const answer =
          step === 0
            ? await request(services.base, 'GET', `/api/redis/${CONTENT_KEYS[round % CONTENT_KEYS.length]}`, { timeoutMs: NO_HANG_MS + 2_000 })
            : step === 1
              ? await request(services.base, 'GET', `/api/products/${IDS.pendant}/`, { timeoutMs: NO_HANG_MS + 2_000 })
              : await request(services.base, 'POST', '/api/cart/', { body: { productID: IDS.pendant, productOptionID: IDS.pendantStd, quantity: 1 }, timeoutMs: NO_HANG_MS + 2_000 });
        samples.push({ ...answer, at, what });
        await sleep(30);
      }
    };
    const load = Promise.all([0, 1, 2].map(worker));

    await sleep(1_000);
    const downAt = Date.now();
    await redis.stop();
    await sleep(AWAY_MS);
    redis = await startRedis(redisPort);
    const upAt = Date.now();
    // The new Redis starts empty; the content calls of the load fill it again.
    let refilled: string[] = [];
    while (Date.now() < upAt + 15_000) {
      refilled = await cachedKeys(redis.url);
      if (CONTENT_KEYS.every((key) => refilled.some((cached) => cached.endsWith(key)))) break;
      await sleep(100);
    }
    const refillMs = Date.now() - upAt;
    stop = true;
    await load;

    const away = samples.filter((sample) => sample.at >= downAt && sample.at < upAt);
    const failures = samples.filter((sample) => sample.status !== 200);
    const slowest = Math.max(...samples.map((sample) => sample.ms));
    expect(failures.map((sample) => `${sample.what} ${sample.status}`)).toEqual([]);
    expect(away.filter((sample) => sample.what === 'content').length).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(NO_HANG_MS);
    for (const key of CONTENT_KEYS) expect(refilled.some((cached) => cached.endsWith(key)), `${key} is cached again`).toBe(true);
    expect(services.child.exitCode).toBeNull();

    report('own Redis stopped and started', {
      requests: samples.length,
      'answered while Redis was away': away.length,
      failures: failures.length,
      'slowest answer': `${slowest} ms`,
      'time to refill the cache after Redis came back': `${refillMs} ms`,
    });
  }, 180_000);
});
