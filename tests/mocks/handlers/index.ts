import { accountHandlers } from './account';
import { accountAuthHandlers } from './account-auth';
import { accountCartHandlers } from './account-cart';
import { accountOutboxHandlers } from './account-outbox';
import { accountProfileHandlers } from './account-profile';
import { cartHandlers } from './cart';
import { catalogueHandlers } from './catalogue';
import { checkoutHandlers } from './checkout';
import { orderHandlers } from './orders';
import { orderAdminHandlers } from './order-admin';
import { orderLifeHandlers } from './order-life';
import { returnHandlers } from './returns';
import { catalogueAdminRatesHandlers } from './catalogue-admin-rates';
import { backOfficeTodayHandlers } from './back-office-today';
import { catalogueProductPageHandlers } from './catalogue-product-page';
import { contentHandlers } from './content';
import { contentEditingHandlers } from './content-editing';
import { ratesHistoryHandlers } from './rates-history';
import { urlRewriteHandlers } from './url-rewrite';
import { reviewWriteHandlers } from './reviews-write';
import { wishlistHandlers } from './wishlist';

/**
 * Every mock of the services, shared by Vitest (tests/mocks/node.ts), the browser worker
 * (tests/mocks/browser.ts) and `npm run start:mock`. Tests override one with `server.use(...)`.
 */
export const handlers = [
  ...contentHandlers,
  ...contentEditingHandlers,
  ...urlRewriteHandlers,
  // The product page's calls first: `/api/products/suggest/` would otherwise be read as a product id.
  ...wishlistHandlers, ...reviewWriteHandlers,
  ...catalogueProductPageHandlers,
  ...catalogueHandlers,
  ...catalogueAdminRatesHandlers,
  ...backOfficeTodayHandlers,
  ...ratesHistoryHandlers,
  // Before the cart's: `/api/cart/orders/…` and `/api/cart/postorders/…` are not cart ids.
  ...orderHandlers,
  ...orderLifeHandlers, ...returnHandlers, ...orderAdminHandlers,
  ...checkoutHandlers,
  ...cartHandlers,
  ...accountHandlers,
  ...accountAuthHandlers,
  ...accountProfileHandlers,
  ...accountOutboxHandlers,
  ...accountCartHandlers,
];
