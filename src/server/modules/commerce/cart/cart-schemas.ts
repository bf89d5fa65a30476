import { Cart, CartIdParams, CartItemBody as SharedCartItemBody, CartItemParams as SharedCartItemParams } from '@/shared/contracts/cart';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { dbId, dbIdText } from '../../../lib/db-id';

/** Route schemas of the cart: the shared contracts with ids the database can hold, the whole cart in the envelope. */
export { CartIdParams };
export { SiteHeadersSchema } from '../catalogue/catalogue-schemas';

export const CartItemBody = SharedCartItemBody.extend({
  productID: dbId(),
  productOptionID: dbId().optional(),
  cartItemID: dbId().optional().describe("With an item id the quantity replaces that line's; without, it is added to the cart"),
});
export const CartItemParams = SharedCartItemParams.extend({ cartItemID: dbIdText() });

export const CartResponse = commerceEnvelope(Cart);
