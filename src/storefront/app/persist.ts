import type { Action, Reducer, Store } from '@reduxjs/toolkit';
import { cartFromOtherTab, type CartState, PERSISTED_CART_FIELDS } from '@/storefront/modules/cart/cart-base-slice';
import type { AuthState } from './auth-state';

/**
 * Saved state (docs/requirements/states.md#persisted-state): auth, cart and wishlist, nothing else
 * (never the API cache, never loading flags), in localStorage. Hand-written in place of
 * redux-persist (docs/page-speed.md, "Saved state without redux-persist"): the same key and the same
 * stored format (`persist:aurum`, each slice a JSON string, `_persist` with the version), so a
 * shopper's saved cart and session survive the change, and the same behaviour: read after the store
 * is made (never in the first render, no #418), stored fields merged into each slice's fresh state
 * (redux-persist's autoMergeLevel2). Unlike redux-persist, a tab writes only the slices it changed
 * (never what it just read, nor another tab's newer save) and takes what other tabs save.
 */
export const PERSIST_KEY = 'persist:aurum';
const PERSIST_VERSION = 1;
export const REHYDRATE = 'persist/REHYDRATE';

/** docs/requirements/pages.md#saved-state-gate and docs/requirements/constants.md#storefront-timing: pages that wait for saved state give up waiting after 5 s. */
export const PERSIST_TIMEOUT_MS = 5_000;

const pick = <T extends object>(value: T, keys: readonly (keyof T)[]) => Object.fromEntries(keys.map((key) => [key, value[key]]));

/** What each saved slice keeps. */
export const PERSISTED: Record<string, (slice: never) => object> = {
  auth: (auth: AuthState) => pick(auth, ['user', 'isLoggedIn', 'accessToken', 'refreshToken']),
  cart: (cart: CartState) => pick(cart, PERSISTED_CART_FIELDS),
  wishlist: (wishlist: { wishlistData: unknown[] }) => ({ wishlistData: wishlist.wishlistData }),
};

interface PersistMeta {
  version: number;
  rehydrated: boolean;
}
type Saved = Record<string, object>;
type WithMeta<S> = S & { _persist: PersistMeta };
interface RehydrateAction extends Action<typeof REHYDRATE> {
  payload?: Saved;
}

const isRehydrate = (action: Action): action is RehydrateAction => action.type === REHYDRATE;
const isPlain = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The root reducer with `_persist` beside the slices; a restore merges saved fields into each slice. */
export function persistReducer<S extends object>(base: Reducer<S>): Reducer<WithMeta<S>> {
  return (state, action) => {
    const { _persist: meta, ...rest } = state ?? ({} as Partial<WithMeta<S>>);
    const slices = state ? (rest as S) : undefined;
    const next = base(slices, action) as Record<string, unknown>;
    if (isRehydrate(action)) {
      const merged = { ...next };
      for (const [key, saved] of Object.entries(action.payload ?? {})) {
        if (key in merged) merged[key] = isPlain(merged[key]) && isPlain(saved) ? { ...merged[key], ...saved } : saved;
      }
      return { ...merged, _persist: { version: PERSIST_VERSION, rehydrated: true } } as WithMeta<S>;
    }
    if (state && meta && next === slices) return state;
    return { ...next, _persist: meta ?? { version: PERSIST_VERSION, rehydrated: false } } as WithMeta<S>;
  };
}

/** The stored entry (each slice a JSON string), or nothing when storage is empty, unreadable or from another version. */
function readStored(storage: Pick<Storage, 'getItem'>): Record<string, string> | undefined {
  try {
    const raw = storage.getItem(PERSIST_KEY);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Record<string, string>;
    const meta = stored._persist ? (JSON.parse(stored._persist) as Partial<PersistMeta>) : {};
    return meta.version !== undefined && meta.version !== PERSIST_VERSION ? undefined : stored;
  } catch {
    return undefined;
  }
}

/** The stored slices, or nothing when storage is empty, unreadable or from another version. */
export function readSaved(storage: Pick<Storage, 'getItem'>): Saved | undefined {
  const stored = readStored(storage);
  if (!stored) return undefined;
  try {
    return Object.fromEntries(Object.keys(PERSISTED).filter((key) => typeof stored[key] === 'string').map((key) => [key, JSON.parse(stored[key]!) as object]));
  } catch {
    return undefined;
  }
}

export interface Persistor {
  getState(): { bootstrapped: boolean };
  subscribe(listener: () => void): () => void;
  /** Stops writing (tests use it to play a second browser). */
  pause(): void;
  /** Reads the saved state again and writes from now on. */
  persist(): void;
  flush(): Promise<void>;
  purge(): Promise<void>;
}

/** Restores saved state into the store (after the current task, as redux-persist did) and saves each change. */
export function persistStore(store: Store<WithMeta<object>>, storage: Storage = window.localStorage): Persistor {
  const listeners = new Set<() => void>();
  let bootstrapped = false;
  let paused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Each saved slice as this tab last saved or took it: the slice, and its kept fields as stored. */
  let written: Record<string, { slice: unknown; kept: string }> = {};

  const sliceKeys = Object.keys(PERSISTED);
  /** What is kept of a slice, as stored. */
  const keptOf = (state: Record<string, unknown>, key: string) => JSON.stringify(PERSISTED[key]!(state[key] as never));
  const markWritten = () => {
    const state = store.getState() as WithMeta<Record<string, unknown>>;
    written = Object.fromEntries(sliceKeys.map((key) => [key, { slice: state[key], kept: keptOf(state, key) }]));
  };
  /**
   * Saves the slices whose kept fields this tab changed since it last saved or took a save, and
   * leaves the others as stored: another tab may have saved a newer session or cart meanwhile, and
   * this tab's older copy must not be written over it (docs/shopper-grade.md, "Tabs of one browser").
   */
  const write = () => {
    timer = undefined;
    const state = store.getState() as WithMeta<Record<string, unknown>>;
    if (paused || !state._persist.rehydrated) return;
    const changed = new Map<string, string>();
    for (const key of sliceKeys) {
      if (written[key]?.slice === state[key]) continue;
      const kept = keptOf(state, key);
      if (written[key]?.kept !== kept) changed.set(key, kept);
      written[key] = { slice: state[key], kept };
    }
    if (changed.size === 0) return;
    try {
      const stored = { ...readStored(storage), ...Object.fromEntries(changed) };
      storage.setItem(PERSIST_KEY, JSON.stringify({ ...stored, _persist: JSON.stringify({ version: PERSIST_VERSION, rehydrated: true }) }));
    } catch {
      // Storage full or refused (private mode): the state lives on in memory for this visit.
    }
  };
  const schedule = () => {
    timer ??= setTimeout(write, 0);
  };
  const restore = () => {
    void Promise.resolve().then(() => {
      store.dispatch({ type: REHYDRATE, payload: readSaved(storage) });
      // What was just read is what is stored: nothing to save back until this tab changes it.
      markWritten();
      bootstrapped = true;
      listeners.forEach((listener) => listener());
    });
  };
  /**
   * Another tab of this browser saved (docs/shopper-grade.md, "Tabs of one browser"): this tab takes
   * what it saved, as at a start. A shopper who signs in or out, or changes the cart, in one tab is
   * signed in or out, with that cart, in the others too; before, a tab opened earlier wrote its own
   * older state over it at its next change (a piece added to the cart there signed the shopper out
   * of every tab). What is taken is marked written, so this tab does not save it back.
   */
  const adoptOtherTab = (event: StorageEvent) => {
    if (event.key !== PERSIST_KEY || event.storageArea !== storage || paused || !bootstrapped) return;
    const saved = readSaved(storage);
    if (!saved) return;
    const current = store.getState() as WithMeta<{ cart?: CartState }>;
    if (saved.cart && current.cart) saved.cart = cartFromOtherTab(saved.cart, current.cart);
    store.dispatch({ type: REHYDRATE, payload: saved });
    markWritten();
  };
  store.subscribe(schedule);
  // A page left straight after a change (a tap on a link to another site) still saves it.
  window.addEventListener('pagehide', write);
  window.addEventListener('storage', adoptOtherTab);
  restore();

  return {
    getState: () => ({ bootstrapped }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pause() {
      paused = true;
    },
    persist() {
      paused = false;
      restore();
    },
    flush() {
      write();
      return Promise.resolve();
    },
    purge() {
      storage.removeItem(PERSIST_KEY);
      return Promise.resolve();
    },
  };
}
