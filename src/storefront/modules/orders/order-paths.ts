/** The after-sales pages of the dashboard (issue 6). Detail pages take the id in the query, so one static page serves them all. */
export const ORDER_LISTING_PATH = '/dashboard/order-listing';
export const ORDER_DETAIL_PATH = '/dashboard/order';
export const RETURNS_PATH = '/dashboard/return-request';

export const orderDetailPath = (orderID: number) => `${ORDER_DETAIL_PATH}?id=${orderID}`;
export const returnDetailPath = (returnID: number) => `${RETURNS_PATH}?id=${returnID}`;

/** A positive whole id from a query value, or null (a malformed link is "not found", never a call). */
export function idFromQuery(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
