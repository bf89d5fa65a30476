import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import { APP_CONFIG_ELEMENT_ID, type AppConfig, resetAppConfig } from '@/storefront/lib/config';

/** The services' base URL the component tests' msw handlers answer on (tests/mocks uses the same). */
export const SERVICES = 'http://services.test/';

/**
 * Writes the browser's runtime config into the page as _document renders it and makes the
 * storefront read it again: the services at SERVICES, captcha `off` so forms send the
 * placeholder token. A test changes what it needs through `overrides`.
 */
export function installAppConfig(overrides: Partial<AppConfig> = {}): void {
  document.getElementById(APP_CONFIG_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.id = APP_CONFIG_ELEMENT_ID;
  element.type = 'application/json';
  const config: AppConfig = {
    storeApiUrl: SERVICES,
    commerceApiUrl: SERVICES,
    accountApiUrl: `${SERVICES}account/`,
    appEnv: 'development',
    captchaProvider: 'off',
    recaptchaSiteKey: '',
    ...overrides,
  };
  element.textContent = JSON.stringify(config);
  document.body.append(element);
  resetAppConfig();
}

/** A whole page renders in these tests (header, footer, forms): give it time on a busy machine. */
export function allowWholePageTime(): void {
  configure({ asyncUtilTimeout: 10_000 });
  vi.setConfig({ testTimeout: 30_000 });
}
