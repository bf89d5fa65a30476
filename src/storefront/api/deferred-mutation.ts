import { useCallback, useState } from 'react';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useCurrentStore } from '@/storefront/app/use-app-selector';

/* eslint-disable @typescript-eslint/no-explicit-any -- RTK Query's own thunks name their store loosely */
/** An RTK Query mutation endpoint (`api.endpoints.x`), as far as dispatching it goes. */
type MutationEndpoint = { initiate: (arg: any) => ThunkAction<PromiseLike<unknown>, any, any, UnknownAction> };
type ArgOf<E extends MutationEndpoint> = Parameters<E['initiate']>[0];
type OutcomeOf<E extends MutationEndpoint> = E['initiate'] extends (arg: any) => ThunkAction<infer R, any, any, any> ? Awaited<R> : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

export type DeferredMutation<E extends MutationEndpoint> = readonly [
  (arg: ArgOf<E>) => Promise<OutcomeOf<E>>,
  { isLoading: boolean; warm: () => void },
];

/**
 * A mutation whose code loads when first used: `load` imports the module that injects the endpoint
 * (and with it RTK Query and the base query), so a page whose first paint is a form carries none of
 * it in its first-load JavaScript (docs/page-speed.md). The trigger resolves as `useXMutation()`'s
 * does (`{ data }` or `{ error }`; code that could not be loaded is a `FETCH_ERROR`, as a call the
 * network failed); `warm` starts the import early. `load` must be the same function
 * on every render: declare it at module level. It dispatches on the current store without loading
 * Redux Toolkit's first: loading the endpoint loads store.ts, which takes over from a shell store
 * (app/shell-store.ts), so a page that only reads until the form is sent carries neither.
 */
export function useDeferredMutation<E extends MutationEndpoint>(load: () => Promise<E>): DeferredMutation<E> {
  const store = useCurrentStore();
  const [pending, setPending] = useState(0);
  const trigger = useCallback(
    async (arg: ArgOf<E>) => {
      setPending((count) => count + 1);
      try {
        let endpoint: E;
        try {
          endpoint = await load();
        } catch (error) {
          // The code did not arrive (the phone lost its connection): the call was never made, and
          // the caller says so as it says any call that got no answer (docs/requirements/messages.md).
          return { error: { status: 'FETCH_ERROR', error: String(error) } } as OutcomeOf<E>;
        }
        return (await store.dispatch(endpoint.initiate(arg))) as OutcomeOf<E>;
      } finally {
        setPending((count) => count - 1);
      }
    },
    [store, load],
  );
  const warm = useCallback(() => void load().catch(() => undefined), [load]);
  return [trigger, { isLoading: pending > 0, warm }] as const;
}
