import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockState, server } from './node';

/**
 * The msw set-up of docs/conventions.md#mocks for a Vitest file: fail on any unhandled request, reset the
 * handlers (and the mock carts) after each test, so a test overrides with `server.use(...)`
 * without leaking into the next. Call once at the top of a file; returns the server.
 */
export function useMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());
  return server;
}
