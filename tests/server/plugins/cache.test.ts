import { describe, expect, it } from 'vitest';
import { createCache, MemoryCache, RedisCache } from '@/server/plugins/cache';

describe('MemoryCache', () => {
  it('returns what was set until its time runs out', async () => {
    let now = 1_000;
    const cache = new MemoryCache(() => now);
    await cache.set('content:menu_SLV_in_en', { items: [1] }, 10);
    expect(await cache.get('content:menu_SLV_in_en')).toEqual({ items: [1] });
    now += 10_001;
    expect(await cache.get('content:menu_SLV_in_en')).toBeUndefined();
  });

  it('hands out copies, so a caller cannot change what is cached', async () => {
    const cache = new MemoryCache();
    await cache.set('k', { list: [1] }, 60);
    const first = await cache.get<{ list: number[] }>('k');
    first!.list.push(2);
    expect(await cache.get('k')).toEqual({ list: [1] });
  });

  it('deletes by prefix only the keys that start with it', async () => {
    const cache = new MemoryCache();
    await cache.set('content:menu_SLV_in_en', 1, 60);
    await cache.set('content:menuBanners_SLV_in_en', 2, 60);
    await cache.deleteByPrefix('content:menu_');
    expect(await cache.get('content:menu_SLV_in_en')).toBeUndefined();
    expect(await cache.get('content:menuBanners_SLV_in_en')).toBe(2);
  });
});

describe('RedisCache without a Redis', () => {
  it('fails a read quickly instead of hanging, and closes', async () => {
    const cache = new RedisCache({ url: 'redis://127.0.0.1:1' });
    const started = Date.now();
    await expect(cache.get('k')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
    await cache.close();
  });
});

describe('createCache', () => {
  it('keeps the cache in process without REDIS_URL', () => {
    expect(createCache({}).kind).toBe('memory');
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
describe.runIf(process.env.TEST_CACHE === 'redis')('RedisCache', () => {
  it('stores JSON with a TTL under its prefix and deletes by prefix', async () => {
    const prefix = `test:cache-${process.pid}-${Date.now()}:`;
    const cache = createCache({ REDIS_URL: redisUrl }, { prefix });
    const other = new RedisCache({ url: redisUrl, prefix: `${prefix}other*:` });
    try {
      expect(cache.kind).toBe('redis');
      await cache.set('content:menu_SLV_in_en', { items: ['a'] }, 60);
      await cache.set('content:menuBanners_SLV_in_en', { banners: [] }, 60);
      await other.set('content:menu_SLV_in_en', 'not mine', 60);
      expect(await cache.get('content:menu_SLV_in_en')).toEqual({ items: ['a'] });
      await cache.deleteByPrefix('content:menu_');
      expect(await cache.get('content:menu_SLV_in_en')).toBeUndefined();
      expect(await cache.get('content:menuBanners_SLV_in_en')).toEqual({ banners: [] });
      expect(await other.get('content:menu_SLV_in_en')).toBe('not mine');
    } finally {
      await cache.deleteByPrefix('');
      await other.deleteByPrefix('');
      await cache.close();
      await other.close();
    }
  });

  it('lets a key expire after its TTL', async () => {
    const cache = new RedisCache({ url: redisUrl, prefix: `test:ttl-${process.pid}-${Date.now()}:` });
    try {
      await cache.set('k', 1, 1);
      expect(await cache.get('k')).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(await cache.get('k')).toBeUndefined();
    } finally {
      await cache.close();
    }
  });
});
