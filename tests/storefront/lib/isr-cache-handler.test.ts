import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import Handler from '@/storefront/lib/isr-cache-handler.mjs';

/**
 * The shared ISR cache against a real Redis (the Redis suite of `npm test`, TEST_CACHE=redis):
 * two storefront instances must see each other's pages, and a revalidated tag must be gone.
 */
const enabled = process.env.TEST_CACHE === 'redis';
const redis = enabled ? new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379') : undefined;
const buildId = `test-${randomUUID()}`;

describe.runIf(enabled)('shared ISR cache in Redis', () => {
  afterAll(async () => {
    const keys = await redis!.keys(`isr:${buildId}:*`);
    if (keys.length) await redis!.del(...keys);
    await redis!.quit();
  });

  const page = { kind: 'PAGES', html: '<html lang="ar-AE" dir="rtl">…</html>', pageData: { pageProps: { price: 2145.5 } }, headers: {}, status: 200 };

  it('serves a page one instance generated to another instance', async () => {
    const first = new Handler({ buildId, redis });
    const second = new Handler({ buildId, redis });
    await first.set('/ae-ar/rings', page, { tags: ['/ae-ar/rings'] });
    const entry = await second.get('/ae-ar/rings');
    expect(entry?.value).toEqual(page);
    expect(entry?.lastModified).toBeGreaterThan(0);
  });

  it('keeps the lifetime of a page for an instance that did not generate it', async () => {
    // Without it Next sends the page with no Cache-Control and the edge does not store it (docs/edge.md).
    const cacheControl = { revalidate: 60, expire: 31536000 };
    await new Handler({ buildId, redis }).set('/in-en/necklaces', page, { tags: [], cacheControl });
    expect((await new Handler({ buildId, redis }).get('/in-en/necklaces'))?.cacheControl).toEqual(cacheControl);
  });

  it('answers a read sent before its connection is made from Redis, not as a miss', async () => {
    await new Handler({ buildId, redis }).set('/ae-en/earrings', page);
    const fresh = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    try {
      expect((await new Handler({ buildId, redis: fresh }).get('/ae-en/earrings'))?.value).toEqual(page);
    } finally {
      fresh.disconnect();
    }
  });

  it('keeps Buffers intact and misses unknown keys', async () => {
    const handler = new Handler({ buildId, redis });
    await handler.set('/image', { kind: 'IMAGE', buffer: Buffer.from([1, 2, 3]) });
    const entry = (await handler.get('/image')) as { value: { buffer: Buffer } };
    expect(Buffer.isBuffer(entry.value.buffer)).toBe(true);
    expect([...entry.value.buffer]).toEqual([1, 2, 3]);
    expect(await handler.get('/never-generated')).toBeNull();
  });

  it('drops the pages of a revalidated tag', async () => {
    const handler = new Handler({ buildId, redis });
    await handler.set('/in-en/rings', page, { tags: ['rings'] });
    await handler.revalidateTag('rings');
    expect(await handler.get('/in-en/rings')).toBeNull();
  });

  it('never mixes two builds', async () => {
    await new Handler({ buildId, redis }).set('/in-en', page);
    expect(await new Handler({ buildId: `${buildId}-next`, redis }).get('/in-en')).toBeNull();
  });
});
