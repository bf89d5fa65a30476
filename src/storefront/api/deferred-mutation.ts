import { useCallback, useState } from 'react';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch } from '@/storefront/app/hooks';

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
 * does (`{ data }` or `{ error }`); `warm` starts the import early. `load` must be the same function
 * on every render: declare it at module level.
 */
export function useDeferredMutation<E extends MutationEndpoint>(load: () => Promise<E>): DeferredMutation<E> {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(0);
  const trigger = useCallback(
    async (arg: ArgOf<E>) => {
      setPending((count) => count + 1);
      try {
        const endpoint = await load();
        return (await dispatch(endpoint.initiate(arg))) as OutcomeOf<E>;
      } finally {
        setPending((count) => count - 1);
      }
    },
    [dispatch, load],
  );
  const warm = useCallback(() => void load().catch(() => undefined), [load]);
  return [trigger, { isLoading: pending > 0, warm }] as const;
}
