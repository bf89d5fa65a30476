import type { Action } from '@reduxjs/toolkit';

/**
 * Matchers for the actions of one RTK Query endpoint, by name, without importing the API
 * (docs/page-speed.md, "RTK Query on demand"): a slice in the app shell (the cart's) follows the
 * cart calls while RTK Query itself loads only with the first code that calls the services.
 * They match what `api.endpoints.<name>.matchPending` / `matchFulfilled` / `matchRejected` match
 * (tests/storefront/api/endpoint-actions.test.ts checks them against RTK Query's own).
 */
export const API_REDUCER_PATH = 'api';

export type EndpointPhase = 'pending' | 'fulfilled' | 'rejected';

export interface EndpointAction<Args, Result = unknown> extends Action<string> {
  payload: Result;
  meta: { arg: { endpointName: string; originalArgs: Args }; requestId: string; requestStatus: EndpointPhase };
}

export function endpointMatcher<Args, Result = unknown>(kind: 'query' | 'mutation', endpointName: string, phase: EndpointPhase) {
  const type = `${API_REDUCER_PATH}/${kind === 'query' ? 'executeQuery' : 'executeMutation'}/${phase}`;
  return (action: unknown): action is EndpointAction<Args, Result> => {
    const candidate = action as Partial<EndpointAction<Args, Result>> | null;
    return candidate?.type === type && candidate.meta?.arg?.endpointName === endpointName;
  };
}
