import { describe, expect, it } from 'vitest';
import { endpointMatcher, type EndpointPhase } from '@/storefront/api/endpoint-actions';
import { cartApi } from '@/storefront/modules/cart/cart-api';

/**
 * The cart slice follows the cart calls through endpointMatcher (no RTK Query in the app shell,
 * docs/page-speed.md); these must match exactly what RTK Query's own matchers match.
 */
const CALLS = [
  ['query', 'getCartSummary'],
  ['mutation', 'addCartItem'],
  ['mutation', 'updateCartItem'],
  ['mutation', 'removeCartItem'],
] as const;
const PHASES: EndpointPhase[] = ['pending', 'fulfilled', 'rejected'];
const RTK_MATCHER = { pending: 'matchPending', fulfilled: 'matchFulfilled', rejected: 'matchRejected' } as const;

function actionsOf(kind: 'query' | 'mutation', endpointName: string) {
  const prefix = `api/${kind === 'query' ? 'executeQuery' : 'executeMutation'}`;
  return PHASES.map((phase) => ({
    type: `${prefix}/${phase}`,
    payload: { cartID: 'c1' },
    meta: { arg: { endpointName, originalArgs: { cartItemID: 7 }, type: kind }, requestId: 'r1', requestStatus: phase },
  }));
}

describe('endpointMatcher', () => {
  const everyAction = [
    ...CALLS.flatMap(([kind, name]) => actionsOf(kind, name)),
    ...actionsOf('query', 'getProduct'),
    ...actionsOf('mutation', 'signOut'),
    { type: 'cart/cartIdDropped', payload: { cartID: 'c1' } },
    { type: 'api/executeQuery/pending' },
  ];

  it.each(CALLS.flatMap(([kind, name]) => PHASES.map((phase) => [kind, name, phase] as const)))('%s %s %s agrees with RTK Query', (kind, name, phase) => {
    const ours = endpointMatcher(kind, name, phase);
    const theirs = cartApi.endpoints[name][RTK_MATCHER[phase]] as (action: unknown) => boolean;
    const matchedByRtk = everyAction.filter((action) => theirs(action));
    expect(matchedByRtk).toHaveLength(1);
    expect(everyAction.filter((action) => ours(action))).toEqual(matchedByRtk);
  });
});
