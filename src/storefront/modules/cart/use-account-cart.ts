import { useCallback } from 'react';
import { useAppDispatch } from '@/storefront/app/hooks';

/**
 * Takes the account's cart afresh, as after a sign-in (account-cart.ts): the session hook's way into the cart module.
 * account-cart.ts (and with it RTK Query) loads when called, not with the header's account menu (docs/page-speed.md).
 */
export function useLoadAccountCart(): () => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    const { loadAccountCart } = await import('./account-cart');
    await dispatch(loadAccountCart({ again: true }));
  }, [dispatch]);
}
