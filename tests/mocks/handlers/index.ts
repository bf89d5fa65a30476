import { accountHandlers } from './account';
import { cartHandlers } from './cart';
import { catalogueHandlers } from './catalogue';
import { contentHandlers } from './content';
import { urlRewriteHandlers } from './url-rewrite';

/**
 * Every mock of the services, shared by Vitest (tests/mocks/node.ts), the browser worker
 * (tests/mocks/browser.ts) and `npm run start:mock`. Tests override one with `server.use(...)`.
 */
export const handlers = [...contentHandlers, ...urlRewriteHandlers, ...catalogueHandlers, ...cartHandlers, ...accountHandlers];
