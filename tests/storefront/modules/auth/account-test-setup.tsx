import type { ReactElement } from 'react';
import { http, HttpResponse } from 'msw';
import { signedIn } from '@/storefront/app/auth-slice';
import { siteChanged } from '@/storefront/app/site-slice';
import { StateGate } from '@/storefront/app/state-gate';
import { makeStore } from '@/storefront/app/store';
import type { NextRouter } from 'next/router';
import { allowWholePageTime, installAppConfig } from '../../support/app-config';
import { layoutProps } from '../../support/page-props';
import { renderWith } from '../../support/render';

export const ACCOUNT = 'http://services.test/account/';
export const COMMERCE = 'http://services.test/';

/** The browser's runtime config as _document renders it; captcha `off` so forms send the placeholder token. */
export function installBrowserConfig() {
  allowWholePageTime();
  installAppConfig();
}

export const SHOPPER = { userID: 7, firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', phone: '+919876543210', role: 'customer', phoneVerified: true, subsiteID: 1 };

export const accountAnswer = (responseBody: unknown, statusCode = 200, message = 'ok') =>
  HttpResponse.json({ status: statusCode < 400 ? 'success' : 'error', statusCode, message, responseBody }, { status: statusCode });

export const signInAnswer = () => accountAnswer({ tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' }, userDetails: SHOPPER }, 200, 'Signed in');

/** Renders a page template in a real store behind the saved-state gate, optionally signed in. */
export function renderPage(ui: (props: ReturnType<typeof layoutProps>) => ReactElement, { pathname, signedInAs = false, router = {}, locale = 'in-en' }: { pathname: string; signedInAs?: boolean; router?: Partial<NextRouter>; locale?: string }) {
  // A known device id: the fingerprint library does not run in jsdom (no canvas).
  window.localStorage.setItem('aurum.deviceId', 'test-device');
  const props = layoutProps(locale);
  const { store, persistor } = makeStore();
  store.dispatch(siteChanged({ settings: props.site, locale }));
  if (signedInAs) store.dispatch(signedIn({ user: SHOPPER, tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' } }));
  const view = renderWith(<StateGate pathname={pathname} persistor={persistor}>{ui(props)}</StateGate>, { store, router: { pathname, asPath: pathname, ...router } });
  return { store, view };
}

export { http };
