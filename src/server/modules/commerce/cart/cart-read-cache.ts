import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../../../db/client';
import type { CartWithLines } from './cart-statements';

/**
 * The embedded database's carts in memory (docs/performance.md#the-embedded-databases-cart-reads).
 *
 * On PGlite exactly one services process owns the database, so a copy of a cart with its lines
 * kept in that process is coherent with it as long as every committed write of `carts` or
 * `cart_items` drops the copy. Writes are caught where they cannot be missed: row triggers on both
 * tables (installed at start on PGlite only) `NOTIFY cart_changes` with the cart's id, whatever
 * route, job or statement made the change. PGlite hands a notice to its listeners while it reads
 * the answer of the statement (or COMMIT) that made it, before that call returns and before its
 * next statement runs, so the writer's own next read, and everyone else's, finds the copy gone.
 *
 * What is kept is the read only (the cart row, its version and its lines), never a priced answer:
 * the cart is priced on every read from the catalogue copy of the moment (rates, products, stock:
 * docs/performance.md#the-catalogue-read-model), and promotions and store credit are read as before.
 *
 * PostgreSQL does not use this: several processes may write one database, so a copy could only be
 * trusted after asking the database, which is the one statement the read is already. (NOTIFY would
 * also serialise every cart write's commit there.)
 */

export const CART_CHANNEL = 'cart_changes';
/** A notice naming no cart: every copy goes (a TRUNCATE). */
const EVERY_CART = '*';
/** Copies kept at most; the oldest stored goes first. A copy is a few hundred bytes per line. */
const MAX_CARTS = 20_000;

const NOTICE_FUNCTION = `
CREATE OR REPLACE FUNCTION cart_change_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('${CART_CHANNEL}', '${EVERY_CART}');
  ELSIF TG_TABLE_NAME = 'carts' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('${CART_CHANNEL}', OLD.id::text); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('${CART_CHANNEL}', NEW.id::text); END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('${CART_CHANNEL}', OLD.cart_id::text); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('${CART_CHANNEL}', NEW.cart_id::text); END IF;
  END IF;
  RETURN NULL;
END $$`;

/** The notice function and its triggers, one statement each (idempotent: run at every start). */
const TRIGGERS = [
  NOTICE_FUNCTION,
  ...['carts', 'cart_items'].flatMap((table) => [
    `CREATE OR REPLACE TRIGGER ${table}_change_notice AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION cart_change_notice()`,
    `CREATE OR REPLACE TRIGGER ${table}_truncate_notice AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION cart_change_notice()`,
  ]),
];

/** A read under way: dropped (`stale`) when its cart changes before the read is stored. */
interface PendingRead {
  stale: boolean;
}

export interface CartReadCache {
  /** The copy of a cart with its lines, or undefined when there is none. */
  get(cartId: string): CartWithLines | undefined;
  /**
   * Reads a cart through `read` and keeps what it found, unless its cart changed while the read
   * was under way (the answer may then be older than the change that dropped the copy).
   */
  readThrough(cartId: string, read: () => Promise<CartWithLines | null>): Promise<CartWithLines | null>;
  /** Drops the copy of one cart (a notice), or of every cart. */
  forget(cartId: string | typeof EVERY_CART): void;
  readonly size: number;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Date)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

export function createCartReadCache(maxCarts = MAX_CARTS): CartReadCache {
  const copies = new Map<string, CartWithLines>();
  const pending = new Map<string, Set<PendingRead>>();
  const forget = (cartId: string) => {
    if (cartId === EVERY_CART) {
      copies.clear();
      for (const reads of pending.values()) for (const read of reads) read.stale = true;
      return;
    }
    copies.delete(cartId);
    for (const read of pending.get(cartId) ?? []) read.stale = true;
  };
  return {
    get: (cartId) => copies.get(cartId),
    async readThrough(cartId, read) {
      const mine: PendingRead = { stale: false };
      const reads = pending.get(cartId) ?? new Set<PendingRead>();
      reads.add(mine);
      pending.set(cartId, reads);
      try {
        const found = await read();
        // Only a cart that exists is kept: a new cart's first notice may come before any read of it.
        if (found && !mine.stale) {
          if (copies.size >= maxCarts) copies.delete(copies.keys().next().value as string);
          // Frozen: whoever reads the copy must not change it for the next reader.
          copies.set(cartId, deepFreeze(found));
        }
        return found;
      } finally {
        reads.delete(mine);
        if (reads.size === 0) pending.delete(cartId);
      }
    },
    forget,
    get size() {
      return copies.size;
    },
  };
}

/** The cache of each embedded database this process serves (none for PostgreSQL). */
const cacheByDatabase = new WeakMap<object, CartReadCache>();

/** The cart copies kept for `db`, when it is an embedded database with them (not a transaction). */
export function cartReadCacheOf(db: Executor): CartReadCache | undefined {
  return cacheByDatabase.get(db);
}

/**
 * On PGlite: installs the change triggers, listens for their notices and keeps cart copies for
 * the database's reads (cart-statements.ts findCartWithLines). Resolves to the function that stops.
 * On PostgreSQL it does nothing (see above) and resolves to a no-op.
 */
export async function keepCartReads(database: DatabaseHandle): Promise<{ cache: CartReadCache | undefined; stop: () => Promise<void> }> {
  if (database.kind !== 'pglite') return { cache: undefined, stop: async () => undefined };
  for (const statement of TRIGGERS) await database.db.execute(sql.raw(statement));
  const cache = createCartReadCache();
  const stopListening = await database.listen(CART_CHANNEL, (cartId) => cache.forget(cartId));
  cacheByDatabase.set(database.db, cache);
  return {
    cache,
    stop: async () => {
      // Another app on the same database may have registered its own since: leave that one.
      if (cacheByDatabase.get(database.db) === cache) cacheByDatabase.delete(database.db);
      await stopListening();
    },
  };
}
