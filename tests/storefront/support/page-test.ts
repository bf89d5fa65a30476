import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { notify } from '@/storefront/modules/common/notify';
import { useMockServer } from '@/tests/mocks/use-mock-server';
import { allowWholePageTime, installAppConfig } from './app-config';

/**
 * The set-up of a component test that renders pages against the shared msw mocks: the mocks
 * (failing any request they do not know), the browser's config, and after each test a clean
 * document, saved state and toast record. The file mocks `notify` itself (vi.mock is hoisted
 * per file); this clears what it recorded. Returns the mock server, for `server.use(...)`.
 */
export function usePageTest() {
  const server = useMockServer();
  beforeAll(() => {
    allowWholePageTime();
    installAppConfig();
  });
  afterEach(() => {
    cleanup();
    vi.mocked(notify).mockClear();
    window.localStorage.clear();
  });
  return server;
}
