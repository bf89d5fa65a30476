import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { serverRelayHandlers } from './handlers/server-relay';

/**
 * The mocks in the browser (public/mockServiceWorker.js), started by the storefront in mock builds.
 * Content calls go first to the relay: the storefront server's mocks hold the one content store.
 */
export const worker = setupWorker(...serverRelayHandlers, ...handlers);
export { resetMockState } from './state/reset';
