// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_CONFIG_ELEMENT_ID, resetAppConfig } from '@/storefront/lib/config';
import { useCaptcha } from '@/storefront/modules/captcha/use-captcha';

function configure(captchaProvider: 'altcha' | 'recaptcha' | 'off') {
  document.getElementById(APP_CONFIG_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.id = APP_CONFIG_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = JSON.stringify({ storeApiUrl: 'http://s.test/', commerceApiUrl: 'http://s.test/', accountApiUrl: 'http://s.test/account/', appEnv: 'development', captchaProvider, recaptchaSiteKey: '' });
  document.body.append(element);
  resetAppConfig();
}

afterEach(() => resetAppConfig());

describe('useCaptcha', () => {
  it('sends the placeholder token and renders nothing when the provider is off', async () => {
    configure('off');
    const { result } = renderHook(() => useCaptcha());
    expect(result.current.widget).toBeNull();
    await expect(result.current.getToken()).resolves.toBe('captcha-off');
  });

  it.each(['altcha', 'recaptcha'] as const)('gives a widget for %s, loaded lazily (nothing imported until it renders)', (provider) => {
    configure(provider);
    const { result } = renderHook(() => useCaptcha());
    expect(result.current.widget).not.toBeNull();
  });
});
