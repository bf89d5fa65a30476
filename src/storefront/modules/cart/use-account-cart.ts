import { useCallback } from 'react';
import { useAppDispatch } from '@/storefront/app/hooks';
import { loadAccountCart } from './account-cart';

/** Takes the account's cart afresh, as after a sign-in (account-cart.ts): the session hook's way into the cart module. */
export function useLoadAccountCart(): () => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(() => dispatch(loadAccountCart({ again: true })), [dispatch]);
}
