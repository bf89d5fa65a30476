/**
 * The content cache: Redis when REDIS_URL is set, else an in-process map with a TTL
 * (plugins/cache.ts picks one). Values are JSON-serialisable.
 */
export interface Cache {
  readonly kind: 'redis' | 'memory';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  /** Deletes every key that starts with the prefix (a content edit invalidates its kind). */
  deleteByPrefix(prefix: string): Promise<void>;
  close(): Promise<void>;
}
