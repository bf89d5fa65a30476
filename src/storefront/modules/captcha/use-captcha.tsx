import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import { getAppConfig } from '@/storefront/lib/config';
import { type CaptchaSolver, PLACEHOLDER_TOKEN } from './captcha-types';
import { browserOnly } from '@/storefront/modules/common/browser-only';

// Each provider's code is a chunk of its own, requested only when a form renders it.
const AltchaWidget = browserOnly(() => import('./altcha-widget').then((module) => module.default));
const RecaptchaWidget = browserOnly(() => import('./recaptcha-widget').then((module) => module.default));

const WIDGET_WAIT_MS = 15_000;

export interface Captcha {
  /** What the form renders where the check belongs (nothing for `off` and for reCAPTCHA v3). */
  widget: ReactNode;
  /** A fresh token for one call, sent as `reCaptchaToken`. */
  getToken: () => Promise<string>;
}

/**
 * The captcha of docs/requirements/service-contract.md#processes-and-settings, whichever provider the server's environment names
 * (`CAPTCHA_PROVIDER`, read through the runtime app config): `altcha`, `recaptcha` or `off`.
 */
export function useCaptcha(): Captcha {
  const provider = getAppConfig().captchaProvider;
  const solver = useRef<CaptchaSolver | null>(null);
  const register = useCallback((next: CaptchaSolver | null) => {
    solver.current = next;
  }, []);

  const getToken = useCallback(async () => {
    if (provider === 'off') return PLACEHOLDER_TOKEN;
    // The widget may still be loading when the shopper submits: wait for it, briefly.
    const started = Date.now();
    while (!solver.current && Date.now() - started < WIDGET_WAIT_MS) await new Promise((resolve) => setTimeout(resolve, 100));
    if (!solver.current) throw new Error('captcha unavailable');
    return solver.current();
  }, [provider]);

  const widget = useMemo(() => {
    if (provider === 'altcha') return <AltchaWidget register={register} />;
    if (provider === 'recaptcha') return <RecaptchaWidget register={register} />;
    return null;
  }, [provider, register]);

  return { widget, getToken };
}
