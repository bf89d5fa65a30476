// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from '@/storefront/app/app-shell';

const load = vi.fn(async () => ({ get: async () => ({ visitorId: 'fingerprint-1' }) }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ default: { load } }));

// The after-start chunk, held back until the test lets it load: how a slow network delivers it.
const afterStartCode = await vi.hoisted(async () => (await import('../support/held-module')).heldModule());
vi.mock('@/storefront/lib/after-start', (importOriginal) => afterStartCode.load(importOriginal));

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  document.getElementById('gtm-script')?.remove();
});

describe('AppShell', () => {
  it('starts Tag Manager and the device id prefetch after hydration, from a chunk of their own', async () => {
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', 'GTM-ABC123');
    render(
      <AppShell pageProps={{}} pathname="/" routerLocale="in-en">
        <p>page</p>
      </AppShell>,
    );
    await waitFor(() => expect(afterStartCode.imports).toBe(1));
    // The page is up and its code is running, the chunk not yet there: nothing of it has started.
    expect(document.getElementById('gtm-script')).toBeNull();

    afterStartCode.release();
    await waitFor(() => expect(document.getElementById('gtm-script')).not.toBeNull());
    expect((document.getElementById('gtm-script') as HTMLScriptElement).src).toContain('id=GTM-ABC123');
    // The device id: the first interaction, then the next idle moment (1 s without requestIdleCallback).
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    await waitFor(() => expect(window.localStorage.getItem('aurum.deviceId')).toBe('fingerprint-1'), { timeout: 3_000 });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
