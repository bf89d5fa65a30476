import type { AuthTokens } from '@/storefront/app/auth-state';

export interface Rotation extends AuthTokens {
  /** The refresh token this pair replaced. */
  from: string;
}

/**
 * The tabs' token log where a tab reads it under the refresh lock (tab-session.ts). localStorage is
 * not enough there: Chromium hands one tab's write to another tab's renderer later, by another road
 * than the lock's. A tab taking the lock from another in a real Chromium read what localStorage held
 * before the other's write in 61 of 300 tries (docs/shopper-grade.md, "Two tabs"); a tab reading
 * the log so would reuse a refresh token and end the session. IndexedDB is kept by the browser
 * process: a write whose transaction has completed before the lock is released is what the next
 * holder reads (300 of 300).
 */
export interface RotationLog {
  read(): Promise<Rotation[]>;
  write(rotations: Rotation[]): Promise<void>;
}

const DATABASE = 'aurum-tabs';
const STORE = 'token-rotations';
const KEY = 'log';
/** A browser that stalls its IndexedDB (a private window, a full disk) must not hold the lock for long. */
const WAIT_MS = 2_000;

const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

function within<T>(work: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([work.catch(() => fallback), new Promise<T>((resolve) => setTimeout(() => resolve(fallback), WAIT_MS))]);
}

/** The log in this origin's IndexedDB; null where the browser has none (the tabs then rely on localStorage alone). */
export function indexedRotationLog(factory: IDBFactory | undefined = typeof indexedDB === 'undefined' ? undefined : indexedDB): RotationLog | null {
  if (!factory) return null;
  let database: Promise<IDBDatabase> | null = null;
  const open = () =>
    (database ??= new Promise<IDBDatabase>((resolve, reject) => {
      const opening = factory.open(DATABASE, 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    }).catch((error: unknown) => {
      database = null;
      throw error;
    }));
  return {
    read: () =>
      within(
        open().then(async (db) => {
          const saved: unknown = await settled(db.transaction(STORE).objectStore(STORE).get(KEY));
          return Array.isArray(saved) ? (saved as Rotation[]) : [];
        }),
        [],
      ),
    write: (rotations) =>
      within(
        open().then(
          (db) =>
            new Promise<void>((resolve, reject) => {
              const transaction = db.transaction(STORE, 'readwrite');
              transaction.objectStore(STORE).put(rotations, KEY);
              // Complete: committed in the browser process, so the lock's next holder reads it.
              transaction.oncomplete = () => resolve();
              transaction.onerror = () => reject(transaction.error);
              transaction.onabort = () => reject(transaction.error);
            }),
        ),
        undefined,
      ),
  };
}
