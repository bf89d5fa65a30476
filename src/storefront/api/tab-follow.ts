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
