import type { AuthTokens } from '@/storefront/app/auth-state';

/** The key of the tabs' token log (tab-session.ts). */
export const ROTATIONS_KEY = 'aurum:token-rotations';

export interface FollowOtherTabsOptions {
  getRefreshToken: () => string | null;
  adopt: (tokens: AuthTokens) => void;
}

export type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'> | null;

const browserWindow = (): StorageEvents => (typeof window === 'undefined' ? null : window);

/** Calls `changed` whenever another tab writes the token log. Returns the unsubscribe. */
export function onRotationsChanged(changed: () => void, target: StorageEvents = browserWindow()): () => void {
  if (!target) return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === ROTATIONS_KEY) changed();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

/**
 * followOtherTabs (tab-session.ts) for a page's first store (app/shell-store.ts): the listener is
 * there from the start, and the code that reads the log and takes a successor loads at the log's
 * first change, so no page's first load carries it (docs/page-speed.md, "Sixth round").
 */
export function followOtherTabsLater(options: FollowOtherTabsOptions, target: StorageEvents = browserWindow()): () => void {
  return onRotationsChanged(() => void import('./tab-session').then(({ adoptSuccessor }) => adoptSuccessor(options)), target);
}
