import type { AuthTokens } from '@/storefront/app/auth-state';
import { indexedRotationLog, type Rotation, type RotationLog } from './tab-rotation-log';
import { type FollowOtherTabsOptions, onRotationsChanged, ROTATIONS_KEY, type StorageEvents } from './tab-follow';

export { ROTATIONS_KEY };
export type { Rotation, RotationLog };

/**
 * Token refreshes shared by every tab of the store (issue 11, finding 17). A refresh token works
 * once, and a reused one ends the whole session (docs/requirements/service-contract.md#sign-in), so two tabs must never refresh
 * with the same one:
 * - the refresh runs under one named lock shared by the tabs (Web Locks API);
 * - every refresh writes "refresh token r became this pair" to a short log before the lock is
 *   released; a tab that gets the lock after another tab's refresh finds its own refresh token in
 *   the log and takes the pair instead of refreshing again. The log read under the lock is kept in
 *   IndexedDB (tab-rotation-log.ts: another tab can read a stale localStorage after the lock has
 *   passed), and a copy in localStorage tells the other tabs at once (its `storage` event);
 * - a tab that is not refreshing follows the log too (the `storage` event), so it adopts the new
 *   pair as soon as another tab has it.
 * The log only ever moves a tab forward along its own session's chain: a sign-in elsewhere, or a
 * stale copy of the saved state, never replaces a tab's tokens. Without Web Locks (old browsers)
 * the log alone narrows the race: a tab still checks it just before it refreshes.
 */
export const REFRESH_LOCK = 'aurum:token-refresh';
/** Enough for the tabs of one browser: older links are never followed again. */
const MAX_ROTATIONS = 8;

export type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TabLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface TabSession {
  /** Runs the refresh while no other tab refreshes. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** The newest pair another tab's refreshes made from this refresh token, or null (read under the lock). */
  successorOf(refreshToken: string | null): Promise<AuthTokens | null>;
  /** Tells the other tabs that `from` became `tokens`; resolves once the lock's next holder would read it. */
  recordRotation(from: string, tokens: AuthTokens): Promise<void>;
  /**
   * Empties both copies of the log at sign-out, under the lock (a refresh in another tab finishes
   * first): the pairs it holds belong to a session that has ended and must not stay in the browser.
   */
  forget(): Promise<void>;
}

function readRotations(storage: TabStorage | null): Rotation[] {
  try {
    const saved = storage?.getItem(ROTATIONS_KEY);
    const parsed: unknown = saved ? JSON.parse(saved) : [];
    return Array.isArray(parsed) ? (parsed as Rotation[]) : [];
  } catch {
    return [];
  }
}

/** Follows the chain r → r' → r'' from a refresh token to the newest pair, or null when it was never rotated. */
export function successorIn(rotations: readonly Rotation[], refreshToken: string | null): AuthTokens | null {
  let current: Rotation | undefined;
  let token = refreshToken;
  for (let step = 0; token && step < rotations.length; step += 1) {
    const next = rotations.find((rotation) => rotation.from === token);
    if (!next) break;
    current = next;
    token = next.refreshToken;
  }
  return current ? { accessToken: current.accessToken, refreshToken: current.refreshToken } : null;
}

export interface CreateTabSessionOptions {
  storage?: TabStorage | null;
  locks?: TabLocks | null;
  /** Where the log is read under the lock (IndexedDB in the browser); null: localStorage alone. */
  log?: RotationLog | null;
}

function browserStorage(): TabStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: this tab alone
  }
}

function browserLocks(): TabLocks | null {
  if (typeof navigator === 'undefined' || !('locks' in navigator) || !navigator.locks) return null;
  const { locks } = navigator;
  return { request: <T>(name: string, callback: () => Promise<T>) => locks.request(name, callback) as Promise<T> };
}

export function createTabSession({ storage = browserStorage(), locks = browserLocks(), log = indexedRotationLog() }: CreateTabSessionOptions = {}): TabSession {
  /** Both logs, IndexedDB's first (a tab without IndexedDB writes only localStorage's), each rotation once. */
  const rotations = async () => {
    const both = [...((await log?.read()) ?? []), ...readRotations(storage)];
    return both.filter((rotation, index) => both.findIndex((other) => other.from === rotation.from) === index);
  };
  const exclusive = <T>(task: () => Promise<T>) => (locks ? locks.request(REFRESH_LOCK, task) : task());
  return {
    exclusive,
    successorOf: async (refreshToken) => successorIn(await rotations(), refreshToken),
    async recordRotation(from, tokens) {
      const next = [{ from, ...tokens }, ...(await rotations()).filter((rotation) => rotation.from !== from)].slice(0, MAX_ROTATIONS);
      try {
        storage?.setItem(ROTATIONS_KEY, JSON.stringify(next));
      } catch {
        // Storage full or disabled: the IndexedDB log still serves the tabs that refresh.
      }
      await log?.write(next);
    },
    forget: () =>
      exclusive(async () => {
        try {
          storage?.removeItem(ROTATIONS_KEY);
        } catch {
          // Storage disabled: nothing was kept there.
        }
        await log?.write([]);
      }),
  };
}

/**
 * Keeps this tab's tokens in step with refreshes made in other tabs: when the log changes and
 * holds a successor of this tab's refresh token, the tab takes it. Returns the unsubscribe.
 */
export function followOtherTabs(
  options: FollowOtherTabsOptions,
  target: StorageEvents = typeof window === 'undefined' ? null : window,
  storage: TabStorage | null = browserStorage(),
): () => void {
  return onRotationsChanged(() => adoptSuccessor(options, storage), target);
}

/** Takes the successor of this tab's refresh token from the log, if it holds one. */
export function adoptSuccessor({ getRefreshToken, adopt }: FollowOtherTabsOptions, storage: TabStorage | null = browserStorage()): void {
  const successor = successorIn(readRotations(storage), getRefreshToken());
  if (successor) adopt(successor);
}
