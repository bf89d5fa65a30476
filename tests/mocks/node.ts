import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mocks in Node: Vitest and the storefront's server-side rendering when API_MOCKING=enabled. */
export const server = setupServer(...handlers);
export { resetMockState } from './state/reset';
