import { resetMockState, server } from '@/tests/mocks/node';
import { sandboxHandlers } from '@/tests/mocks/sandbox-handlers';
import { createTestApp } from '@/tests/server/helpers/test-app';

/**
 * The two things the request suite runs against. Both are reached with plain fetch at a base
 * URL, so the only difference between the runs is who answers.
 */
export interface RunningTarget {
  baseUrl: string;
  /** Between tests: the mocks forget their carts and per-test overrides. */
  reset(): void;
  stop(): Promise<void>;
}

export interface ContractTarget {
  name: string;
  start(): Promise<RunningTarget>;
}

/** The msw handlers in Node; any request they do not handle fails the test (docs/conventions.md#tests). */
export const mockTarget: ContractTarget = {
  name: 'msw handlers',
  async start() {
    server.listen({ onUnhandledRequest: 'error' });
    // The card flow's hosted pages (Node only; see tests/mocks/sandbox-handlers.ts).
    server.use(...sandboxHandlers);
    return {
      // The handlers match any origin; the storefront's default base URL is used for realism.
      baseUrl: process.env.COMMERCE_API_URL ?? 'http://localhost:4000/',
      reset() {
        server.resetHandlers();
        server.use(...sandboxHandlers);
        resetMockState();
      },
      async stop() {
        server.close();
        resetMockState();
      },
    };
  },
};

/** The real services on a fresh, seeded in-memory database, listening on a free port. */
export const realTarget: ContractTarget = {
  name: 'real services',
  async start() {
    const testApp = await createTestApp();
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    return {
      baseUrl: `${address}/`,
      reset() {
        // Each test works on carts it creates; the database is fresh per run.
      },
      stop: () => testApp.close(),
    };
  },
};
