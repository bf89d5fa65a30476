import { use, useEffect, useState } from 'react';
import { useHydrated } from '@/storefront/app/use-hydrated';
import { whenIdle } from '@/storefront/lib/when-idle';

/**
 * A module imported once, when first wanted: `load` starts the import (the same promise while it
 * loads), `current` is the module once it has arrived. An import that failed (a phone that lost its
 * connection) is not kept: the next `load` tries again.
 */
export interface LaterModule<M> {
  load: () => Promise<M>;
  current: () => M | undefined;
}

export function laterModule<M>(importModule: () => Promise<M>): LaterModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const load = () =>
    (loading ??= importModule().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return { load, current: () => loaded };
}

export interface LaterModuleState<M> {
  /** The module; undefined while the caller keeps the server's markup (hydration came before the code). */
  module: M | undefined;
  /** Loads it now (the pointer or a press reached the part). */
  load: () => Promise<M>;
}

export interface LaterModuleOptions {
  /**
   * False: a render in the browser after hydration does not wait for the module either (it is
   * undefined until it arrives, then the part draws): for a part that may show in an update that
   * is no transition, where waiting would suspend the whole page.
   */
  waitInBrowser?: boolean;
}

/**
 * The code of a part drawn from the server's HTML until it arrives (docs/page-speed.md, "Fifth
 * round" and "Sixth round"). The server and a client navigation wait for it (`use`: no Suspense
 * boundary encloses the page, so the server renders the page whole and a navigation, a transition,
 * keeps the page before until then). During hydration it is undefined until it loads, when the
 * browser is next idle or on `load()`: the caller then renders its element with an empty
 * `dangerouslySetInnerHTML` and `suppressHydrationWarning`, which hydration leaves as the server drew it.
 */
export function useLaterModule<M>(later: LaterModule<M>, { waitInBrowser = true }: LaterModuleOptions = {}): LaterModuleState<M> {
  const hydrated = useHydrated();
  const [keepServerMarkup] = useState(() => !hydrated);
  const [module, setModule] = useState<M | undefined>(later.current);
  const load = () => later.load().then((loaded) => (setModule(() => loaded), loaded));
  useEffect(() => {
    if (module) return;
    // A load that failed is tried again by the next press (LaterModule keeps no failure).
    return whenIdle(() => void load().catch(() => undefined));
  }, [module]);
  if (module) return { module, load };
  if (typeof window === 'undefined' || (waitInBrowser && !keepServerMarkup)) return { module: use(later.load()), load };
  return { module: undefined, load };
}
