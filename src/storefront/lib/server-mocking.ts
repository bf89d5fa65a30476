import { serverSettings } from './config';

/**
 * Mock mode on the server (`API_MOCKING=enabled`): before the first server-side request, the msw
 * handlers shared with Vitest and Playwright start intercepting Node's HTTP, so pages render with
 * no services at all. Started once per process: Next may load this module once per page bundle,
 * hence the guard lives on globalThis.
 */
const STARTED = Symbol.for('aurum.storefront.mswServer');

type GlobalWithMocks = typeof globalThis & { [STARTED]?: Promise<void> };

export function ensureServerMocks(): Promise<void> {
  if (!serverSettings().apiMocking) return Promise.resolve();
  const scope = globalThis as GlobalWithMocks;
  scope[STARTED] ??= import('@/tests/mocks/node')
    .then(({ server }) => {
      server.listen({ onUnhandledRequest: 'error' });
    })
    .catch((error: unknown) => {
      delete scope[STARTED];
      throw error;
    });
  return scope[STARTED];
}
