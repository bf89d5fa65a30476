import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The mocks in the browser (public/mockServiceWorker.js), started by the storefront in mock builds. */
export const worker = setupWorker(...handlers);
export { resetMockState } from './state/reset';
