import { describe, expect, it } from 'vitest';
import { authSlice, initialAuthState, loggedOut, signedIn, tokensRefreshed } from '@/storefront/app/auth-slice';
import { deviceSlice, MOBILE_BREAKPOINT_PX, viewportResized } from '@/storefront/app/device-slice';
import { isGatedRoute } from '@/storefront/app/state-gate';

describe('device slice', () => {
  it('is mobile below 1024 px only', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(1024);
    expect(deviceSlice.reducer(undefined, viewportResized({ width: 1023 })).isMobile).toBe(true);
    expect(deviceSlice.reducer(undefined, viewportResized({ width: 1024 })).isMobile).toBe(false);
    expect(deviceSlice.reducer(undefined, viewportResized({ width: 390 })).isMobile).toBe(true);
  });
});

describe('auth slice', () => {
  const user = { userID: 1, firstName: 'Asha', lastName: 'Rao', email: 'a@example.com', phone: '+91' };

  it('signs in with the user and both tokens', () => {
    const state = authSlice.reducer(initialAuthState, signedIn({ user, tokens: { accessToken: 'a', refreshToken: 'r' } }));
    expect(state).toEqual({ user, isLoggedIn: true, isLoading: false, error: null, accessToken: 'a', refreshToken: 'r' });
  });

  it('replaces both tokens on refresh', () => {
    const signed = authSlice.reducer(initialAuthState, signedIn({ user, tokens: { accessToken: 'a', refreshToken: 'r' } }));
    expect(authSlice.reducer(signed, tokensRefreshed({ accessToken: 'b', refreshToken: 's' }))).toMatchObject({ accessToken: 'b', refreshToken: 's', user });
  });

  it('clears user and tokens on logout', () => {
    const signed = authSlice.reducer(initialAuthState, signedIn({ user, tokens: { accessToken: 'a', refreshToken: 'r' } }));
    expect(authSlice.reducer(signed, loggedOut({ clearCart: false }))).toEqual(initialAuthState);
  });
});

describe('saved-state gate routes (docs/requirements/pages.md#saved-state-gate)', () => {
  it.each(['/checkout', '/checkout-thankyou', '/cart', '/forgot-password', '/write-review', '/dashboard/profile', '/dashboard/order-listing'])(
    'waits for saved state on %s',
    (route) => {
      expect(isGatedRoute(route)).toBe(true);
    },
  );

  it.each(['/', '/[...slug]', '/search', '/dashboard'])('does not wait on %s', (route) => {
    expect(isGatedRoute(route)).toBe(false);
  });
});
