import { useTranslation } from '@/storefront/lib/i18n';
import { createElement, useEffect, useRef, useState } from 'react';
import { getAppConfig } from '@/storefront/lib/config';
import type { CaptchaWidgetProps } from './captcha-types';
import { fetchAltchaChallenge } from './challenge-fetch';

interface AltchaElement extends HTMLElement {
  verify: () => Promise<void>;
  reset: () => void;
  customfetch?: typeof fetchAltchaChallenge;
}

interface StateChange {
  state: string;
  payload?: string;
}

const SOLVE_TIMEOUT_MS = 30_000;

async function whenUpgraded(element: AltchaElement): Promise<void> {
  for (let attempt = 0; attempt < 100 && typeof element.verify !== 'function'; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Self-hosted proof of work (ALTCHA). The web component is imported only when a form that
 * needs it renders; it solves a challenge from `GET {account}auth/captcha` as soon as it loads,
 * and a fresh one after every use (the server accepts each solution once).
 */
export default function AltchaWidget({ register }: CaptchaWidgetProps) {
  const { t } = useTranslation('auth');
  const ref = useRef<AltchaElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let live = true;
    void import('altcha').then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!loaded || !element) return;
    // Set before the first solve: the widget's own fetch would not unwrap the account envelope.
    element.customfetch = fetchAltchaChallenge;
    let payload: string | null = null;
    let state = 'unverified';
    let waiting: ((token: string | null) => void) | null = null;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<StateChange>).detail;
      state = detail.state;
      payload = detail.state === 'verified' ? (detail.payload ?? null) : null;
      if (detail.state === 'verified' || detail.state === 'error') waiting?.(payload);
    };
    element.addEventListener('statechange', onState);
    // The web component sets up its methods a moment after it is attached (Svelte's connectedCallback).
    const ready = whenUpgraded(element);
    // Solve one right away, so the first submit does not wait.
    void ready.then(() => element.verify()).catch(() => undefined);
    register(async () => {
      await ready;
      if (!payload) {
        const solved = new Promise<string | null>((resolve) => {
          waiting = resolve;
          setTimeout(() => resolve(null), SOLVE_TIMEOUT_MS);
        });
        if (state !== 'verifying') void element.verify();
        await solved;
        waiting = null;
      }
      const token = payload;
      if (!token) throw new Error(t('captcha.failed'));
      payload = null;
      // The server accepts each solution once: the next call gets a fresh one.
      element.reset();
      state = 'unverified';
      return token;
    });
    return () => {
      element.removeEventListener('statechange', onState);
      register(null);
    };
  }, [loaded, register, t]);

  const strings = JSON.stringify({
    label: t('captcha.label'),
    verified: t('captcha.verified'),
    verifying: t('captcha.verifying'),
    error: t('captcha.error'),
    expired: t('captcha.expired'),
    waitAlert: t('captcha.verifying'),
    verificationRequired: t('captcha.required'),
    ariaLinkLabel: 'ALTCHA',
  });
  if (!loaded) return <p className="captcha-placeholder">{t('captcha.loading')}</p>;
  return createElement('altcha-widget', {
    ref,
    challengeurl: `${getAppConfig().accountApiUrl}auth/captcha`,
    hidelogo: true,
    hidefooter: true,
    strings,
    'data-testid': 'captcha',
  });
}
