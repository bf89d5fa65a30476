import { Redis } from 'ioredis';
import type { Env } from '../env';
import type { Cache } from '../lib/cache';

/**
 * The two implementations of the content cache (lib/cache.ts). Both store JSON text, so a value
 * read back is a fresh copy with the same shape whichever cache is in use (a Date comes back as
 * its ISO string in both).
 */

export interface RedisCacheOptions {
  url: string;
  /** Prepended to every key so tests and several deployments can share one Redis. */
  prefix?: string;
}

export class RedisCache implements Cache {
  readonly kind = 'redis' as const;
  private readonly client: Redis;
  private readonly prefix: string;

  constructor({ url, prefix = 'store:' }: RedisCacheOptions) {
    this.prefix = prefix;
    // Fail a command quickly when Redis is down: callers fall back to the database.
    this.client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false });
    this.client.on('error', () => undefined);
  }

  async get<T>(key: string): Promise<T | undefined> {
    const text = await this.client.get(this.prefix + key);
    return text === null ? undefined : (JSON.parse(text) as T);
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    await this.client.set(this.prefix + key, JSON.stringify(value), 'EX', Math.max(1, Math.round(ttlSeconds)));
  }

  async deleteByPrefix(prefix: string): Promise<void> {
    const pattern = `${escapeGlob(this.prefix + prefix)}*`;
    let cursor = '0';
    do {
      const [next, keys] = await this.client.scan(cursor, 'MATCH', pattern, 'COUNT', 200);
      if (keys.length > 0) await this.client.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  async close(): Promise<void> {
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect();
    }
  }
}

/** SCAN's MATCH is a glob: a prefix containing `*`, `?` or `[` must not widen the match. */
function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (char) => `\\${char}`);
}

interface MemoryEntry {
  json: string;
  expiresAt: number;
}

/** The in-process cache used when REDIS_URL is not set: one process, nothing shared. */
export class MemoryCache implements Cache {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, MemoryEntry>();

  constructor(private readonly now: () => number = Date.now) {}

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return JSON.parse(entry.json) as T;
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    this.entries.set(key, { json: JSON.stringify(value), expiresAt: this.now() + ttlSeconds * 1000 });
  }

  async deleteByPrefix(prefix: string): Promise<void> {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}

export interface CreateCacheOptions {
  /** Redis key prefix; tests pass a unique one so runs never see each other's keys. */
  prefix?: string;
}

/** Redis when REDIS_URL is set, else the in-process cache (docs/requirements/service-contract.md#processes-and-settings settings table). */
export function createCache(env: Pick<Env, 'REDIS_URL'> & Partial<Pick<Env, 'REDIS_KEY_PREFIX'>>, { prefix }: CreateCacheOptions = {}): Cache {
  return env.REDIS_URL ? new RedisCache({ url: env.REDIS_URL, prefix: prefix ?? env.REDIS_KEY_PREFIX }) : new MemoryCache();
}
