import { describe, expect, it } from 'vitest';
import { createTabSession, followOtherTabs, REFRESH_LOCK, ROTATIONS_KEY, type Rotation, type RotationLog, type TabLocks, type TabStorage } from '@/storefront/api/tab-session';
import { tokensRefreshed } from '@/storefront/app/auth-slice';
import { baseQueryStore, strictAccountService, useTestServer } from './base-query-harness';

/**
 * Issue 11 finding 17: two tabs of the store whose access token expired at the same moment.
 * Each tab is its own store and base query (as in the browser); they share one localStorage and
 * one named lock (the Web Locks API's). The account service below is strict like the real one:
 * a refresh token works once, and a reused one ends the session.
 */
const server = useTestServer();

const refreshTokensOf = (service: ReturnType<typeof strictAccountService>) => service.refreshBodies.map((body) => body.refreshToken);

/** One localStorage for the browser. */
function sharedStorage(): TabStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

/** Web Locks in miniature: one holder per name, the others wait their turn. */
function sharedLocks(): TabLocks & { requested: string[] } {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  return {
    requested,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      requested.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  };
}

/**
 * localStorage as Chromium's renderers see it: one tab's write reaches another tab only later, by
 * another road than the lock's (in a real Chromium a tab that took the lock read the old value in 61
 * of 300 tries). Here another tab never sees it while the test runs.
 */
function laggingStorageOf(browser: Map<string, string>, tabName: string): TabStorage {
  const own = new Map<string, string>();
  return {
    getItem: (key) => own.get(`${tabName}:${key}`) ?? null,
    setItem: (key, value) => void (own.set(`${tabName}:${key}`, value), browser.set(key, value)),
    removeItem: (key) => void (own.delete(`${tabName}:${key}`), browser.delete(key)),
  };
}

/** IndexedDB in miniature: one log for the browser, read and written asynchronously. */
function sharedLog(): RotationLog {
  let saved: Rotation[] = [];
  return { read: async () => saved, write: async (rotations) => void (saved = rotations) };
}

/** One tab: its own store and base query, the storage, locks and log of the browser. */
const tab = (options: { storage: TabStorage | null; locks: TabLocks | null; log?: RotationLog | null }) =>
  baseQueryStore({ tabSession: createTabSession({ log: null, ...options }) });

describe('base query: tabs share one refresh', () => {
  it('two tabs whose token expired together make one refresh call and both end signed in with the new pair', async () => {
    const service = strictAccountService(server, { expired: true, latencyMs: 20 });
    const shared = { storage: sharedStorage(), locks: sharedLocks() };
    const [first, second] = [tab(shared), tab(shared)];

    const [a, b] = await Promise.all([first.details(), second.details()]);

    expect(a.error).toBeUndefined();
    expect(b.error).toBeUndefined();
    expect(refreshTokensOf(service)).toEqual(['refresh-1']);
    expect(service.revoked).toBe(false);
    for (const { store } of [first, second]) expect(store.getState().auth).toMatchObject({ isLoggedIn: true, accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(shared.locks.requested).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
  });

  it('a tab follows a chain of refreshes made elsewhere, and the next expiry refreshes from the newest token', async () => {
    const service = strictAccountService(server, { expired: true, latencyMs: 20 });
    const shared = { storage: sharedStorage(), locks: sharedLocks() };
    const [first, second] = [tab(shared), tab(shared)];
    expect((await first.details()).error).toBeUndefined();
    service.expired = true;
    expect((await first.details()).error).toBeUndefined();
    expect(first.store.getState().auth.refreshToken).toBe('refresh-3');

    // The second tab still holds refresh-1, used twice over: it takes refresh-3, never replays one.
    expect((await second.details()).error).toBeUndefined();
    expect(second.store.getState().auth).toMatchObject({ accessToken: 'access-3', refreshToken: 'refresh-3', isLoggedIn: true });
    expect(refreshTokensOf(service)).toEqual(['refresh-1', 'refresh-2']);
    expect(service.revoked).toBe(false);
  });

  it('a tab that reads a stale localStorage after the lock has passed still takes the pair from the IndexedDB log', async () => {
    const service = strictAccountService(server, { expired: true, latencyMs: 20 });
    const browser = new Map<string, string>();
    const [locks, log] = [sharedLocks(), sharedLog()];
    const [first, second] = [tab({ storage: laggingStorageOf(browser, 'a'), locks, log }), tab({ storage: laggingStorageOf(browser, 'b'), locks, log })];

    const [a, b] = await Promise.all([first.details(), second.details()]);

    expect(a.error).toBeUndefined();
    expect(b.error).toBeUndefined();
    expect(refreshTokensOf(service)).toEqual(['refresh-1']);
    expect(service.revoked).toBe(false);
    for (const { store } of [first, second]) expect(store.getState().auth).toMatchObject({ isLoggedIn: true, refreshToken: 'refresh-2' });
  });

  it('keeps each rotation once in the log although both logs hold it', async () => {
    const [storage, log] = [sharedStorage(), sharedLog()];
    const session = createTabSession({ storage, locks: null, log });
    for (let step = 1; step <= 5; step += 1) await session.recordRotation(`refresh-${step}`, { accessToken: `access-${step + 1}`, refreshToken: `refresh-${step + 1}` });
    const logged = (await log.read()).map((rotation) => rotation.from);
    expect(logged).toEqual(['refresh-5', 'refresh-4', 'refresh-3', 'refresh-2', 'refresh-1']);
    expect(await session.successorOf('refresh-1')).toEqual({ accessToken: 'access-6', refreshToken: 'refresh-6' });
  });

  it('signing out empties both copies of the log, after a refresh holding the lock has written its pair', async () => {
    const [storage, log, locks] = [sharedStorage(), sharedLog(), sharedLocks()];
    const session = createTabSession({ storage, locks, log });
    await session.recordRotation('refresh-1', { accessToken: 'access-2', refreshToken: 'refresh-2' });
    let release = () => {};
    let refreshing: Promise<void> = Promise.resolve();
    // Another tab's refresh holds the lock and writes its pair just before letting go.
    await new Promise<void>((entered) => {
      refreshing = session.exclusive(() => {
        entered();
        return new Promise<void>((resolve) => (release = resolve)).then(() => session.recordRotation('refresh-2', { accessToken: 'access-3', refreshToken: 'refresh-3' }));
      });
    });
    const forgetting = session.forget();
    release();
    await Promise.all([refreshing, forgetting]);
    expect(storage.items.has(ROTATIONS_KEY)).toBe(false);
    expect(await log.read()).toEqual([]);
    expect(await session.successorOf('refresh-1')).toBeNull();
    expect(locks.requested).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
  });

  it('without the IndexedDB log, that stale read reuses the token and ends the session (what the log prevents)', async () => {
    const service = strictAccountService(server, { expired: true, latencyMs: 20 });
    const browser = new Map<string, string>();
    const locks = sharedLocks();
    const [first, second] = [tab({ storage: laggingStorageOf(browser, 'a'), locks }), tab({ storage: laggingStorageOf(browser, 'b'), locks })];
    await Promise.all([first.details(), second.details()]);
    expect(refreshTokensOf(service)).toEqual(['refresh-1', 'refresh-1']);
    expect(service.revoked).toBe(true);
  });

  it('without Web Locks, a tab that refreshes after another still takes that pair instead of reusing its token', async () => {
    const service = strictAccountService(server, { expired: true, latencyMs: 20 });
    const storage = sharedStorage();
    const [first, second] = [tab({ storage, locks: null }), tab({ storage, locks: null })];
    expect((await first.details()).error).toBeUndefined();
    expect((await second.details()).error).toBeUndefined();
    expect(refreshTokensOf(service)).toEqual(['refresh-1']);
    expect(second.store.getState().auth.refreshToken).toBe('refresh-2');
  });

  it('a pair taken from another tab whose access token has expired since is refreshed once, from that pair', async () => {
    const service = strictAccountService(server, { expired: true, latencyMs: 20 });
    const storage = sharedStorage();
    const locks = sharedLocks();
    const [first, second] = [tab({ storage, locks }), tab({ storage, locks })];
    expect((await first.details()).error).toBeUndefined();
    service.expired = true; // access-2 expires before the second tab next calls
    expect((await second.details()).error).toBeUndefined();
    expect(refreshTokensOf(service)).toEqual(['refresh-1', 'refresh-2']);
    expect(second.store.getState().auth).toMatchObject({ accessToken: 'access-3', refreshToken: 'refresh-3', isLoggedIn: true });
    expect(service.revoked).toBe(false);
  });

  it('adopts a pair another tab obtained as soon as it is written (the storage event), and only a successor of its own token', () => {
    const storage = sharedStorage();
    const listeners: ((event: StorageEvent) => void)[] = [];
    const target = { addEventListener: (_type: string, listener: (event: StorageEvent) => void) => listeners.push(listener), removeEventListener: () => {} };
    const { store } = tab({ storage, locks: null });
    followOtherTabs({ getRefreshToken: () => store.getState().auth.refreshToken, adopt: (tokens) => store.dispatch(tokensRefreshed(tokens)) }, target as never, storage);
    const written = (rotations: object[]) => {
      storage.setItem(ROTATIONS_KEY, JSON.stringify(rotations));
      for (const listener of listeners) listener({ key: ROTATIONS_KEY } as StorageEvent);
    };

    // Another session's refresh (a sign-in elsewhere) is not this tab's.
    written([{ from: 'refresh-other', accessToken: 'access-x', refreshToken: 'refresh-x' }]);
    expect(store.getState().auth.refreshToken).toBe('refresh-1');
    written([{ from: 'refresh-1', accessToken: 'access-2', refreshToken: 'refresh-2' }]);
    expect(store.getState().auth).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });
});
