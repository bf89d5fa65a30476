import { afterEach, describe, expect, it, vi } from 'vitest';

/** The mock build's worker, held back until the test lets it start listening. */
const mocks = vi.hoisted(() => {
  let release = () => {};
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { ready, release: () => release() };
});
vi.mock('@/storefront/lib/browser-mocking', () => ({ whenMocksReady: () => mocks.ready }));
vi.mock('@/storefront/lib/device-id', () => ({ getDeviceId: async () => 'device-1' }));

const { fetchAltchaChallenge } = await import('@/storefront/modules/captcha/challenge-fetch');

afterEach(() => vi.unstubAllGlobals());

describe('the captcha challenge fetch', () => {
  it('waits for the mocks before asking (a request before the worker listens would fail), then unwraps the envelope', async () => {
    const challenge = { algorithm: 'SHA-256', challenge: 'abc', salt: 's', signature: 'sig' };
    const fetchSpy = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ status: 'success', statusCode: 200, message: 'ok', responseBody: challenge }));
    vi.stubGlobal('fetch', fetchSpy);

    const answer = fetchAltchaChallenge('http://account.test/account/auth/captcha');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchSpy).not.toHaveBeenCalled();

    mocks.release();
    const response = await answer;
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchSpy.mock.calls[0]![1]?.headers).get('systemID')).toBe('device-1');
    expect(await response.json()).toEqual(challenge);
  });
});
