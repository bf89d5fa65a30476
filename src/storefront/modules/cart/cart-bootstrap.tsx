import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/storefront/app/hooks';
import { useHydrated } from '@/storefront/app/use-hydrated';
import { useGetCartSummaryQuery } from './cart-api';
import { cartIdDropped, selectCartId } from './cart-slice';

/**
 * SPEC §4: on startup (and on a change of country) the cart is loaded by its id; the answer
 * replaces the stored one. A 404 means the server no longer has it: the id is dropped.
 */
export function CartBootstrap() {
  const hydrated = useHydrated();
  const dispatch = useAppDispatch();
  const cartID = useAppSelector(selectCartId);
  const languageId = useAppSelector((state) => state.site.settings?.languageId);
  const skip = !hydrated || !cartID || languageId === undefined;
  const { error, refetch } = useGetCartSummaryQuery(cartID ?? '', { skip, refetchOnMountOrArgChange: true });

  // Same cart, another language (in-en → in-hi): read it again for the item names.
  const lastLanguage = useRef(languageId);
  useEffect(() => {
    if (lastLanguage.current !== languageId && !skip) void refetch();
    lastLanguage.current = languageId;
  }, [languageId, skip, refetch]);

  useEffect(() => {
    if (cartID && error && 'status' in error && error.status === 404) dispatch(cartIdDropped({ cartID }));
  }, [error, cartID, dispatch]);

  return null;
}
