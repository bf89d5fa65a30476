/** Types of the shared ISR cache handler (plain JavaScript so Next can import it at run time). */
export interface IsrCacheEntry {
  value: unknown;
  lastModified: number;
  tags?: string[];
  /** The page's lifetime as Next gave it to set() (docs/edge.md, "after a restart"). */
  cacheControl?: IsrCacheControl;
}
export interface IsrCacheControl {
  revalidate: number | false;
  expire?: number;
}
export default class RedisIsrCacheHandler {
  constructor(options?: { buildId?: string; serverDistDir?: string; redis?: unknown });
  get(key: string): Promise<IsrCacheEntry | null>;
  set(key: string, data: unknown, ctx?: { tags?: string[]; cacheControl?: IsrCacheControl }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
