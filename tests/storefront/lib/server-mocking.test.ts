import { afterEach, describe, expect, it, vi } from 'vitest';

const listen = vi.fn();
vi.mock('@/tests/mocks/node', () => ({ server: { listen } }));

describe('ensureServerMocks', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('aurum.storefront.mswServer')];
    listen.mockClear();
  });

  it('does nothing unless API_MOCKING=enabled', async () => {
    const { ensureServerMocks } = await import('@/storefront/lib/server-mocking');
    await ensureServerMocks();
    expect(listen).not.toHaveBeenCalled();
  });

  it('starts the msw server once per process, failing on unhandled requests', async () => {
    vi.stubEnv('API_MOCKING', 'enabled');
    const { ensureServerMocks } = await import('@/storefront/lib/server-mocking');
    await Promise.all([ensureServerMocks(), ensureServerMocks()]);
    await ensureServerMocks();
    expect(listen).toHaveBeenCalledTimes(1);
    expect(listen).toHaveBeenCalledWith({ onUnhandledRequest: 'error' });
  });
});
