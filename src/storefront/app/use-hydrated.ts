import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Persisted state (cart count,
 * wishlist, signed-in name) is shown only when this is true: rendering it in the first client
 * render would differ from the server's HTML (React error #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
