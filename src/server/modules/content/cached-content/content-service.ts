import type { FastifyBaseLogger } from 'fastify';
import { type ContentKind, type ParsedContentKey, parseContentKey } from '@/shared/content-keys';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Cache } from '../../../lib/cache';
import { listCountryRows, listStoreRows } from '../../commerce/catalogue';
import { listMetalRates } from '../../commerce/pricing/pricing-service';
import { buildCountries, buildMetalPrice, buildStores, buildWebsiteStores } from './content-builders';
import {
  findContentEntry,
} from './content-repository';
import { type ContentPayload, KEY_EXAMPLES, PAYLOAD_SCHEMAS } from './content-schemas';
import { findSite, type FoundSite, listWebsiteRows } from '../../../lib/site-directory';
import { MAX_QUANTITY_PER_LINE } from '@/shared/constants';

const CACHE_PREFIX = 'content:';

export interface GetContentOptions {
  db: Database;
  cache: Cache;
  /** Seconds a loaded value stays in the cache (env.CONTENT_CACHE_TTL). */
  ttlSeconds: number;
  key: string;
  /** The services' RETURN_WINDOW_DAYS, served in `productCartSettings` so no page copies the figure. */
  returnWindowDays: number;
  log?: FastifyBaseLogger;
}

/**
 * One content key's payload, read through the cache: the database is the source of truth and
 * the cache only spares it. A cache that fails is logged and skipped, never the caller's problem.
 * Throws 400 for a malformed key and 404 for a website, store, language or entry that does not exist.
 */
export async function getContent({ db, cache, ttlSeconds, key, returnWindowDays, log }: GetContentOptions): Promise<ContentPayload> {
  const parsed = parseContentKey(key);
  if (!parsed) throw new AppError('BAD_REQUEST', `params.key: "${key}" is not a content key; expected e.g. ${KEY_EXAMPLES}`);
  const cacheKey = CACHE_PREFIX + key;
  const cached = await cache.get<ContentPayload>(cacheKey).catch((error: unknown) => {
    log?.warn({ err: error, cacheKey }, 'content cache read failed; reading the database');
    return undefined;
  });
  if (cached !== undefined) return cached;

  const payload: ContentPayload = PAYLOAD_SCHEMAS[parsed.kind].parse(await loadContent(db, parsed, key, returnWindowDays));
  await cache.set(cacheKey, payload, ttlSeconds).catch((error: unknown) => {
    log?.warn({ err: error, cacheKey }, 'content cache write failed');
  });
  return payload;
}

/** What shoppers see for a key: the published entry (or the owner's data it is built from). */
export async function loadContent(db: Database, parsed: ParsedContentKey, key: string, returnWindowDays: number): Promise<unknown> {
  if (parsed.kind === 'websiteStores') return buildWebsiteStores(await listWebsiteRows(db));
  const site = await findSite({ db, websiteCode: parsed.websiteCode!, storeCode: parsed.storeCode!, language: parsed.language });
  if (!site) throw new AppError('NOT_FOUND', `Content ${key} not found: no such website, store and language`);
  const payload = await loadSiteContent(db, parsed.kind, site, key);
  // The return window is the services' own rule (orders and returns apply it), not an editor's entry.
  // The figures the services enforce, not what a seed or an editor wrote (docs: one home for each limit).
  if (parsed.kind === 'productCartSettings') return { ...(payload as object), returnWindowDays, maxQuantityPerItem: MAX_QUANTITY_PER_LINE };
  return payload;
}

async function loadSiteContent(db: Database, kind: ContentKind, { subsite, languageCode }: FoundSite, key: string): Promise<unknown> {
  switch (kind) {
    case 'metalPrice': {
      const now = new Date();
      const site = { subsiteId: subsite.id, decimalPlaces: subsite.decimalPlaces ?? 0 };
      return buildMetalPrice(subsite, await listMetalRates({ db, site }), now);
    }
    case 'countries': {
      const { countryRows, stateRows } = await listCountryRows(db);
      return buildCountries(countryRows, stateRows, languageCode);
    }
    case 'stores': {
      // The catalogue's store list until an editor publishes a version of it (docs/content-editing.md).
      const edited = await findContentEntry({ db, kind, subsiteId: subsite.id, languageCode });
      return edited ?? buildStores(await listStoreRows(db, subsite.id), languageCode);
    }
    default: {
      // An entry missing in one language falls back to English rather than leaving a page empty.
      const entry =
        (await findContentEntry({ db, kind, subsiteId: subsite.id, languageCode })) ??
        (languageCode && languageCode !== 'en' ? await findContentEntry({ db, kind, subsiteId: subsite.id, languageCode: 'en' }) : undefined);
      if (entry === undefined) throw new AppError('NOT_FOUND', `Content ${key} not found`);
      return entry;
    }
  }
}

export interface InvalidateContentOptions {
  cache: Cache;
  /** The kind whose keys to drop; every content key when absent. */
  kind?: ContentKind;
  /** With `kind`: only this website and store's keys (a rate change drops `metalPrice_SLV_in`, not the UAE's). */
  site?: { websiteCode: string; storeCode: string };
}

/** Drops cached content after an edit (staff routes), so the next read comes from the database. */
export async function invalidateContent({ cache, kind, site }: InvalidateContentOptions): Promise<void> {
  // `menu_` and not `menu`: the latter would also drop `menuBanners_…`.
  let prefix = !kind ? CACHE_PREFIX : kind === 'websiteStores' ? `${CACHE_PREFIX}websiteStores` : `${CACHE_PREFIX}${kind}_`;
  // Store codes are 2–3 letters, so `…_in` might also drop an `…_ind` store's key: harmless, it is reloaded.
  if (kind && kind !== 'websiteStores' && site) prefix += `${site.websiteCode.toUpperCase()}_${site.storeCode.toLowerCase()}`;
  await cache.deleteByPrefix(prefix);
}

/** Drops one key's cached payload (a publish of that key), in this process's cache or in Redis. */
export async function dropContentKey({ cache, key }: { cache: Cache; key: string }): Promise<void> {
  await cache.deleteByPrefix(CACHE_PREFIX + key);
}
