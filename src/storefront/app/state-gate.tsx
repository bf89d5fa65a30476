import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { type Persistor, PERSIST_TIMEOUT_MS } from './persist';
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
 * The saved-state gate on docs/requirements/pages.md#saved-state-gate's routes, in the browser only
 * (what redux-persist's PersistGate did, with its function child). The page always renders (the
 * server's HTML and the first client render agree: no #418); what waits is the persisted part,
 * through useSavedStateReady(), until saved state is restored or 5 s have passed.
 * On other routes saved state simply appears when restored.
 */
export function StateGate({ pathname, persistor, children }: StateGateProps) {
  if (!persistor) return <SavedStateReady.Provider value={false}>{children}</SavedStateReady.Provider>;
  if (!isGatedRoute(pathname)) return <SavedStateReady.Provider value>{children}</SavedStateReady.Provider>;
  return <PersistGate persistor={persistor}>{children}</PersistGate>;
}

function PersistGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const restored = useSyncExternalStore(
    (listener) => persistor.subscribe(listener),
    () => persistor.getState().bootstrapped,
    () => false,
  );
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (restored) return;
    const timer = setTimeout(() => setGaveUp(true), PERSIST_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [restored]);
  return <SavedStateReady.Provider value={restored || gaveUp}>{children}</SavedStateReady.Provider>;
}
