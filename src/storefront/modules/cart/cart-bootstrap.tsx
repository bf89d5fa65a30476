import { useTranslation } from '@/storefront/lib/i18n';
import { useEffect, useRef } from 'react';
import { selectSignedInUser } from '@/storefront/app/auth-slice';
import { useAppDispatch, useAppSelector } from '@/storefront/app/hooks';
import { useHydrated } from '@/storefront/app/use-hydrated';
import { loadAccountCart } from './account-cart';
import { useGetCartSummaryQuery } from './cart-api';
import { accountCartKey, cartIdDropped, selectCartId, selectMergeNotice } from './cart-slice';
import { notify } from '@/storefront/modules/common/notify';
import { mergeNoticeText } from './merge-notice';

/**
 * docs/requirements/states.md#cart-state: on startup (and on a change of country) the cart is loaded by its id; the answer
 * replaces the stored one. A 404 means the server no longer has it (or it is an account's and
 * this is a guest): the id is dropped. A signed-in shopper's cart is the account's, from the
 * server, once saved state is restored (account-cart.ts); the cart by id waits for it.
 */
export function CartBootstrap() {
  const hydrated = useHydrated();
  const dispatch = useAppDispatch();
  const cartID = useAppSelector(selectCartId);
  const languageId = useAppSelector((state) => state.site.settings?.languageId);
  const rehydrated = useAppSelector((state) => (state as { _persist?: { rehydrated?: boolean } })._persist?.rehydrated ?? true);
  const accountKey = useAppSelector(accountCartKey);
  const accountCart = useAppSelector((state) => state.cart.accountCart);
  const user = useAppSelector(selectSignedInUser);
  const accountCartKnown = accountKey === null || (accountCart?.key === accountKey && accountCart.status === 'loaded');
  const skip = !hydrated || !rehydrated || !cartID || languageId === undefined || !accountCartKnown;
  const { error, refetch } = useGetCartSummaryQuery(cartID ?? '', { skip, refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (hydrated && rehydrated && accountKey !== null && accountCart?.key !== accountKey) void dispatch(loadAccountCart());
  }, [hydrated, rehydrated, accountKey, accountCart?.key, dispatch]);

  // Same cart, another language (in-en → in-hi): read it again for the item names. Signed out:
  // read it again as a guest (an account's cart is then unknown, and dropped).
  const lastLanguage = useRef(languageId);
  const lastUser = useRef(user?.userID);
  useEffect(() => {
    const signedOut = lastUser.current !== undefined && user === null;
    if ((lastLanguage.current !== languageId || signedOut) && !skip) void refetch();
    lastLanguage.current = languageId;
    lastUser.current = user?.userID;
  }, [languageId, user, skip, refetch]);

  useEffect(() => {
    if (cartID && error && 'status' in error && error.status === 404) dispatch(cartIdDropped({ cartID }));
  }, [error, cartID, dispatch]);

  // Pieces the account's earlier cart brought in: said once as they arrive (the cart page keeps saying it).
  const { t } = useTranslation('common');
  const mergeNotice = useAppSelector(selectMergeNotice);
  const toldNotice = useRef(mergeNotice);
  useEffect(() => {
    if (mergeNotice && mergeNotice !== toldNotice.current) notify('success', mergeNoticeText(t, mergeNotice));
    toldNotice.current = mergeNotice;
  }, [mergeNotice, t]);

  return null;
}
