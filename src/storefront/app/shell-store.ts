import type { Action, Reducer } from '@reduxjs/toolkit';
import { type FollowOtherTabsOptions, onRotationsChanged } from '@/storefront/api/tab-follow';
import { cartSiteReducer } from '@/storefront/modules/cart/cart-base-slice';
import { initialWishlistState } from '@/storefront/modules/wishlist/wishlist-base-slice';
import { initialAuthState } from './auth-state';
import { deviceSlice, viewportResized } from './device-slice';
import { type Persistor, persistReducer, persistStore, REHYDRATE } from './persist';
import { siteChanged, siteSlice } from './site-slice';
import type { AppStore } from './store';

/**
 * The store a page starts with (docs/page-speed.md, "Redux Toolkit on demand"). A page whose own
 * code dispatches or calls the services has loaded store.ts (through app/hooks.ts or
 * api/base-api.ts) before the first render, and gets the Redux Toolkit store from the start. A
 * page that only reads (the home page reads a cart count and a signed-in name in its header)
 * gets a shell store without Redux Toolkit: the same state, the shell's own actions (site,
 * viewport, saved state) applied by plain reducers, and Redux Toolkit's store taking over, with
 * that state, the moment store.ts loads (the first code that dispatches, or any other action
 * dispatched here, which is held and replayed there in order).
 */

export interface FullStoreFactory {
  /** A Redux Toolkit store with saved state and the other tabs followed. */
  makeStore(): { store: AppStore; persistor: Persistor | null };
  /** A Redux Toolkit store carrying on from a shell store's state (its persistor carries on too). */
  continueFrom(state: object): AppStore;
}

let fullStore: FullStoreFactory | undefined;
const waiting = new Set<(factory: FullStoreFactory) => void>();

/** Called once by store.ts when it loads: shell stores hand over to Redux Toolkit's. */
export function fullStoreLoaded(factory: FullStoreFactory): void {
  fullStore = factory;
  for (const takeOver of waiting) takeOver(factory);
  waiting.clear();
}

type SliceReducer = (state: never, action: Action) => unknown;
const keep =
  <S>(initial: S) =>
  (state: S = initial): S =>
    state;

/** combineReducers in a few lines: the same object when nothing changed. */
function combine(reducers: Record<string, SliceReducer>): Reducer<Record<string, unknown>> {
  return (state = {}, action) => {
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, reducer] of Object.entries(reducers)) {
      next[key] = reducer(state[key] as never, action);
      changed ||= next[key] !== state[key];
    }
    return changed ? next : state;
  };
}

/** The slices of store.ts's root reducer, each at its initial state, with the shell's actions. */
const shellReducer = persistReducer(
  combine({ auth: keep(initialAuthState), cart: cartSiteReducer, wishlist: keep(initialWishlistState), device: deviceSlice.reducer, site: siteSlice.reducer }),
);
const SHELL_ACTIONS = new Set<string>([siteChanged.type, viewportResized.type, REHYDRATE]);

type Dispatched = Action | ((...args: never[]) => unknown);

function shellStore(loadFull: () => Promise<unknown>): AppStore {
  let state = shellReducer(undefined, { type: '@@shell/INIT' });
  let full: AppStore | undefined;
  const held: Dispatched[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const store = {
    getState: () => (full ? full.getState() : state),
    dispatch(action: Dispatched) {
      if (full) return full.dispatch(action as never);
      if (typeof action === 'object' && SHELL_ACTIONS.has(action.type)) {
        const next = shellReducer(state, action);
        if (next !== state) {
          state = next;
          notify();
        }
        return action;
      }
      // Anything else is Redux Toolkit's to apply: held until it has loaded, then replayed in order.
      held.push(action);
      void loadFull();
      return action;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  const takeOver = (factory: FullStoreFactory) => {
    full = factory.continueFrom(state);
    full.subscribe(notify);
    for (const action of held.splice(0)) full.dispatch(action as never);
    notify();
  };
  if (typeof window !== 'undefined') waiting.add(takeOver);
  // Read through react-redux, app/persist.ts and the hooks, which use getState, dispatch and subscribe only.
  return store as unknown as AppStore;
}

/**
 * followOtherTabs (api/tab-session.ts) for a page's first store: the listener is there from the
 * start, and the code that reads the log and takes a successor loads at the log's first change,
 * so no page's first load carries it (docs/page-speed.md, "Sixth round").
 */
export function followOtherTabsLater(options: FollowOtherTabsOptions): () => void {
  return onRotationsChanged(() => void import('@/storefront/api/tab-session').then(({ adoptSuccessor }) => adoptSuccessor(options)));
}

export interface ShellStoreOptions {
  /** Loads store.ts (a dynamic import, so the shell's bundle holds no Redux Toolkit). */
  loadFull: () => Promise<unknown>;
}

/** One store per request on the server, one per tab in the browser; only the browser persists. */
export function makeShellStore({ loadFull }: ShellStoreOptions): { store: AppStore; persistor: Persistor | null } {
  if (fullStore) return fullStore.makeStore();
  const store = shellStore(loadFull);
  const persistor = typeof window === 'undefined' ? null : persistStore(store as unknown as Parameters<typeof persistStore>[0]);
  // Tokens another tab obtained by refreshing this tab's (api/tab-session.ts, its code loaded when
  // the log first changes): an auth action, so Redux Toolkit's.
  if (persistor) {
    followOtherTabsLater({
      getRefreshToken: () => store.getState().auth.refreshToken,
      adopt: (tokens) => void import('./auth-slice').then(({ tokensRefreshed }) => store.dispatch(tokensRefreshed(tokens))),
    });
  }
  return { store, persistor };
}
