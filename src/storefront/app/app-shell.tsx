import { type ReactNode, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { textDirection } from '@/shared/locale';
import type { SiteSettings } from '@/shared/site-settings';
import { whenMocksReady } from '@/storefront/lib/browser-mocking';
import { selectCartId } from '@/storefront/modules/cart/cart-base-slice';
import { TOAST_OPTIONS, toastPosition } from '@/storefront/modules/common/notify';
import { selectSignedInUser } from './auth-state';
import { viewportResized } from './device-slice';
import { useDocumentLanguage } from './document-language';
import { siteChanged } from './site-slice';
import { StateGate } from './state-gate';
import { makeShellStore } from './shell-store';
import { useHydrated } from './use-hydrated';
import { useAppSelector } from './use-app-selector';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';
import { browserOnly } from '@/storefront/modules/common/browser-only';

// The toast container arrives after the page is interactive; toasts raised before it mounts wait for it.
const ToastContainer = browserOnly(() => import('react-toastify').then((module) => module.ToastContainer));
// The cart's and wishlist's start-up calls load only for a shopper who has a cart or is signed in,
// and with them RTK Query (docs/page-speed.md): a first visit to a page that calls nothing loads neither.
const CartBootstrap = browserOnly(() => import('@/storefront/modules/cart/cart-bootstrap').then((module) => module.CartBootstrap));
const WishlistSync = browserOnly(() => import('@/storefront/modules/wishlist/wishlist-sync').then((module) => module.WishlistSync));

interface ShellPageProps {
  site?: SiteSettings;
  locale?: string;
}

export interface AppShellProps {
  pageProps: ShellPageProps;
  /** The route pattern (`/cart`, `/[...slug]`), for the saved-state gate. */
  pathname: string;
  /** The URL locale, when the page props have none (incomplete pages, 404). */
  routerLocale: string | undefined;
  children: ReactNode;
}

/**
 * Everything around a page: the Redux store (one per request on the server, one per tab in the
 * browser), site settings from page props, the saved-state gate, the cart's start-up load, the
 * viewport flag, mocks in mock builds, the device id after idle, and the toast container.
 */
export function AppShell({ pageProps, pathname, routerLocale, children }: AppShellProps) {
  const { site, locale } = pageProps;
  const [{ store, persistor, serverState }] = useState(() => {
    const made = makeShellStore({ loadFull: () => import('./store') });
    if (site && locale) made.store.dispatch(siteChanged({ settings: site, locale }));
    // What the server rendered from: every hydration pass reads this, not saved state restored
    // meanwhile (docs/shopper-grade.md, "Typing while the page hydrates").
    return { ...made, serverState: made.store.getState() };
  });

  // A layout effect runs before any child's effect, so a data call a new page starts already
  // carries the new locale's site headers.
  useIsomorphicLayoutEffect(() => {
    if (site && locale && store.getState().site.locale !== locale) store.dispatch(siteChanged({ settings: site, locale }));
  }, [site, locale, store]);

  useDocumentLanguage(locale ?? routerLocale);

  useEffect(() => {
    void whenMocksReady();
    // The device id's prefetch and Tag Manager (page views as well as the e-commerce events, only
    // when NEXT_PUBLIC_GTM_ID is set): their code loads now, after hydration.
    void import('@/storefront/lib/after-start').then(({ afterStart }) => afterStart());
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => store.dispatch(viewportResized({ width: window.innerWidth })));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, [store]);

  const rtl = textDirection(locale ?? routerLocale ?? 'in-en') === 'rtl';
  return (
    <Provider store={store} serverState={serverState}>
      <StateGate pathname={pathname} persistor={persistor}>
        {children}
      </StateGate>
      <StartUpCalls />
      <Toasts rtl={rtl} />
    </Provider>
  );
}

/** The cart by its id, the account's cart and wishlist: only when there is one to load (in the browser, after hydration). */
function StartUpCalls() {
  const hydrated = useHydrated();
  const signedIn = useAppSelector((state) => selectSignedInUser(state) !== null);
  const hasCart = useAppSelector((state) => selectCartId(state) !== undefined);
  if (!hydrated) return null;
  return (
    <>
      {(hasCart || signedIn) && <CartBootstrap />}
      {signedIn && <WishlistSync />}
    </>
  );
}

/** One toast at a time; at the top of a phone's screen (clear of the cart summary and checkout buttons), else bottom centre. */
function Toasts({ rtl }: { rtl: boolean }) {
  const isMobile = useAppSelector((state) => state.device.isMobile);
  return <ToastContainer position={toastPosition(isMobile)} autoClose={TOAST_OPTIONS.autoClose} limit={TOAST_OPTIONS.limit} rtl={rtl} />;
}
