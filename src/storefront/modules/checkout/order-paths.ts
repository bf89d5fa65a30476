/** Where a placed order is shown: `/checkout-thankyou` when nothing was due, `/order-confirmation` otherwise. */
export const THANKYOU_PATH = '/checkout-thankyou';
export const CONFIRMATION_PATH = '/order-confirmation';
export const CHECKOUT_PATH = '/checkout';

export function orderPagePath(kind: 'thankyou' | 'confirmation', orderID: number, key: string): string {
  const query = new URLSearchParams({ orderID: String(orderID), key });
  return `${kind === 'thankyou' ? THANKYOU_PATH : CONFIRMATION_PATH}?${query.toString()}`;
}
