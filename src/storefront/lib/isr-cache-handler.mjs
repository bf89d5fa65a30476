/**
 * The shared ISR cache (docs/requirements/service-contract.md#processes-and-settings: Redis "for the content cache and the shared ISR cache").
 * next.config.ts installs this handler when REDIS_URL is set, so every storefront instance serves
 * and revalidates the same generated pages. Without REDIS_URL Next keeps its own file cache.
 *
 * Plain JavaScript: Next imports it at run time, outside the bundler. Entries are JSON (a pages-router
 * entry is { kind: 'PAGES', html, pageData, headers, status }); Buffers survive the round trip.
 * Redis trouble never breaks a page: a failed read is a miss (the page is rendered again), a
 * failed write is logged and dropped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';

const TTL_SECONDS = 7 * 24 * 3600; // pages are revalidated long before; this only bounds leftovers

let shared;

function client() {
  if (!shared) {
    shared = new Redis(process.env.REDIS_URL, { lazyConnect: false, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    shared.on('error', (error) => console.warn(`[isr-cache] redis: ${error.message}`));
  }
  return shared;
}

function replacer(_key, value) {
  if (value && value.type === 'Buffer' && Array.isArray(value.data)) {
    return { __buffer: Buffer.from(value.data).toString('base64') };
  }
  if (value instanceof Map) return { __map: [...value.entries()] };
  return value;
}

function reviver(_key, value) {
  if (value && typeof value.__buffer === 'string') return Buffer.from(value.__buffer, 'base64');
  if (value && Array.isArray(value.__map)) return new Map(value.__map);
  return value;
}

const CONNECT_WAIT_MS = 1000;
const firstConnection = new WeakMap();

/**
 * Resolves once the client has first connected, or after CONNECT_WAIT_MS, and at once ever after.
 * Without the offline queue a read sent while the connection is still being made fails, so the
 * first pages a freshly started storefront served were rendered again instead of read (docs/edge.md,
 * "after a restart"). Later outages are not waited for: a failed read is a miss, as before.
 */
function connected(redis) {
  if (!firstConnection.has(redis)) {
    const waiting =
      redis.status === 'ready'
        ? Promise.resolve()
        : new Promise((resolve) => {
            const timer = setTimeout(resolve, CONNECT_WAIT_MS);
            redis.once('ready', () => {
              clearTimeout(timer);
              resolve();
            });
          });
    firstConnection.set(redis, waiting);
  }
  return firstConnection.get(redis);
}

const buildIds = new Map();

/**
 * Pages of one build must never be served by another: keys carry the build id. Next makes a
 * handler for every request, so the file is read once per process (docs/edge.md, "next start").
 */
function buildIdOf(serverDistDir) {
  if (!buildIds.has(serverDistDir)) {
    let id = 'unknown-build';
    try {
      id = fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      // no build: keys of an unknown build never meet a real one's
    }
    buildIds.set(serverDistDir, id);
  }
  return buildIds.get(serverDistDir);
}

export default class RedisIsrCacheHandler {
  constructor(options = {}) {
    const prefix = process.env.ISR_CACHE_PREFIX ?? 'isr';
    this.prefix = `${prefix}:${options.buildId ?? buildIdOf(options.serverDistDir ?? '.next/server')}:`;
    this.redis = options.redis ?? client();
  }

  async get(key) {
    try {
      await connected(this.redis);
      const text = await this.redis.get(this.prefix + key);
      return text ? JSON.parse(text, reviver) : null;
    } catch (error) {
      console.warn(`[isr-cache] read of ${key} failed: ${error.message}`);
      return null;
    }
  }

  async set(key, data, ctx = {}) {
    const tags = ctx.tags ?? [];
    // The page's lifetime goes with it: a storefront that did not render the page itself knows it
    // from nowhere else, and without it Next sends the page with no Cache-Control, which the edge
    // does not store (docs/edge.md, "after a restart").
    const entry = JSON.stringify({ value: data, lastModified: Date.now(), tags, ...(ctx.cacheControl ? { cacheControl: ctx.cacheControl } : {}) }, replacer);
    try {
      await connected(this.redis);
      const write = this.redis.multi().set(this.prefix + key, entry, 'EX', TTL_SECONDS);
      for (const tag of tags) write.sadd(`${this.prefix}tag:${tag}`, key);
      await write.exec();
    } catch (error) {
      console.warn(`[isr-cache] write of ${key} failed: ${error.message}`);
    }
  }

  /** Drops every entry carrying one of the tags (revalidatePath is a tag too). */
  async revalidateTag(tags) {
    for (const tag of [tags].flat()) {
      try {
        const tagKey = `${this.prefix}tag:${tag}`;
        const keys = await this.redis.smembers(tagKey);
        if (keys.length > 0) await this.redis.del(...keys.map((key) => this.prefix + key));
        await this.redis.del(tagKey);
      } catch (error) {
        console.warn(`[isr-cache] revalidating tag ${tag} failed: ${error.message}`);
      }
    }
  }

  resetRequestCache() {}
}
