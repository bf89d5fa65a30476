import { createTransform, type PersistConfig, type Storage } from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/lib/stateReconciler/autoMergeLevel2';
import { type CartState, PERSISTED_CART_FIELDS } from '@/storefront/modules/cart/cart-slice';
import type { AuthState } from './auth-slice';

/**
 * redux-persist keeps auth, cart and wishlist (docs/requirements/states.md#persisted-state) and nothing else: never the API cache,
 * never loading flags. localStorage in the browser; on the server a storage that does nothing
 * (the default one warns there, and the server has nothing to restore).
 */
const noopStorage: Storage = {
  getItem: () => Promise.resolve(null),
  setItem: () => Promise.resolve(),
  removeItem: () => Promise.resolve(),
};

function browserStorage(): Storage {
  const run = <T>(operation: () => T, fallback: T) => {
    try {
      return Promise.resolve(operation());
    } catch {
      return Promise.resolve(fallback);
    }
  };
  return {
    getItem: (key: string) => run(() => window.localStorage.getItem(key), null),
    setItem: (key: string, value: string) => run(() => window.localStorage.setItem(key, value), undefined),
    removeItem: (key: string) => run(() => window.localStorage.removeItem(key), undefined),
  };
}

export const persistStorage: Storage = typeof window === 'undefined' ? noopStorage : browserStorage();

/** docs/requirements/pages.md#saved-state-gate and docs/requirements/constants.md#storefront-timing: pages that wait for saved state give up waiting after 5 s. */
export const PERSIST_TIMEOUT_MS = 5_000;

const pick = <T extends object, K extends keyof T>(value: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;

const keepCart = createTransform<CartState, Partial<CartState>>(
  (state) => pick(state, PERSISTED_CART_FIELDS),
  (stored) => stored as CartState,
  { whitelist: ['cart'] },
);

const keepAuth = createTransform<AuthState, Partial<AuthState>>(
  (state) => pick(state, ['user', 'isLoggedIn', 'accessToken', 'refreshToken'] as const),
  (stored) => stored as AuthState,
  { whitelist: ['auth'] },
);

const keepWishlist = createTransform<{ wishlistData: unknown[] }, { wishlistData: unknown[] }>(
  (state) => ({ wishlistData: state.wishlistData }),
  (stored) => stored,
  { whitelist: ['wishlist'] },
);

export function persistConfig<S>(): PersistConfig<S> {
  return {
    key: 'aurum',
    version: 1,
    storage: persistStorage,
    whitelist: ['auth', 'cart', 'wishlist'],
    transforms: [keepCart, keepAuth, keepWishlist],
    // Stored fields merge into each slice's fresh state, so transient fields keep their defaults.
    stateReconciler: autoMergeLevel2,
    timeout: PERSIST_TIMEOUT_MS,
  };
}
