/**
 * Where the mock stores keep their state in the browser: in memory, and in localStorage so a
 * reload keeps it. The tabs of one browser share it as they would share the services: a tab
 * reloads a store's state when another tab saves it (the `storage` event), so a session, cart or
 * order made in one tab is known to the mocks of the others (tests/mocks/README.md).
 */

/** The browser's localStorage, or nothing (Node, or storage disabled in private mode: memory only). */
export function keptStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The saved state under `key` over a fresh one (fields added since it was saved start empty). */
export function loadKept<T extends object>(key: string, empty: () => T): T {
  const saved = keptStorage()?.getItem(key);
  if (!saved) return empty();
  try {
    return { ...empty(), ...(JSON.parse(saved) as Partial<T>) };
  } catch {
    return empty();
  }
}

/** Calls `reload` when another tab saves `key` (or clears the storage). */
export function reloadWhenAnotherTabSaves(key: string, reload: () => void): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) reload();
  });
}
