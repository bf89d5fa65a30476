import { createContext, type ReactNode, useContext } from 'react';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { useHydrated } from './use-hydrated';

/** docs/requirements/pages.md#saved-state-gate: these routes wait for saved state (auth, cart, wishlist) before showing it, 5 s at most. */
export const GATED_ROUTES = ['/checkout', '/checkout-thankyou', '/cart', '/forgot-password', '/write-review', '/order-confirmation', '/payment-return', '/wishlist', '/excess-payment-return'] as const;

export function isGatedRoute(pathname: string): boolean {
  return (GATED_ROUTES as readonly string[]).includes(pathname) || pathname.startsWith('/dashboard/');
}

const SavedStateReady = createContext(false);

/** True once saved state is restored (or the 5 s timeout passed) and the page is hydrated. */
export function useSavedStateReady(): boolean {
  const ready = useContext(SavedStateReady);
  return useHydrated() && ready;
}

export interface StateGateProps {
  pathname: string;
  persistor: Persistor | null;
  children: ReactNode;
}

/**
 * redux-persist's PersistGate, on docs/requirements/pages.md#saved-state-gate's routes and in the browser only. It is used with a
 * function child, so the page always renders (the server's HTML and the first client render
 * agree: no #418); what waits is the persisted part, through useSavedStateReady().
 * On other routes saved state simply appears when restored.
 */
export function StateGate({ pathname, persistor, children }: StateGateProps) {
  if (!persistor) return <SavedStateReady.Provider value={false}>{children}</SavedStateReady.Provider>;
  if (!isGatedRoute(pathname)) return <SavedStateReady.Provider value>{children}</SavedStateReady.Provider>;
  return (
    <PersistGate persistor={persistor}>
      {(bootstrapped) => <SavedStateReady.Provider value={bootstrapped}>{children}</SavedStateReady.Provider>}
    </PersistGate>
  );
}
