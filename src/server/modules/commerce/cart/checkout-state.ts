import { z } from 'zod';
import { OrderAddress } from '@/shared/contracts/checkout';

/**
 * The checkout state a cart carries in `carts.extra` (jsonb): gift, addresses, billing e-mail,
 * applied promotions (in the order they were applied), store credit asked for and the
 * cash-on-delivery code. Parsed defensively: a malformed field reads as unset, never as a 500.
 */
const StoredGift = z.object({ recipientName: z.string(), giftMessage: z.string(), giftWrap: z.boolean() });

const CheckoutStateSchema = z.object({
  gift: StoredGift.nullable().catch(null).default(null),
  billingAddress: OrderAddress.nullable().catch(null).default(null),
  shippingAddress: OrderAddress.nullable().catch(null).default(null),
  billingAddressDifferent: z.enum(['Yes', 'No']).catch('No').default('No'),
  billingEmail: z.string().nullable().catch(null).default(null),
  shippingID: z.number().int().nullable().catch(null).default(null),
  promotionIds: z.array(z.number().int()).catch([]).default([]),
  /** Store credit asked for: null = none; `requestedMinor` null = as much as the balance and total allow. */
  credit: z.object({ requestedMinor: z.number().int().nullable() }).nullable().catch(null).default(null),
  /** The phone the COD code went to, and when it was verified. */
  cod: z
    .object({ sentTo: z.string().nullable(), verifiedAt: z.string().nullable(), verifiedPhone: z.string().nullable() })
    .nullable()
    .catch(null)
    .default(null),
});
export type CheckoutState = z.infer<typeof CheckoutStateSchema>;

const CHECKOUT_KEY = 'checkout';

export function readCheckoutState(extra: Record<string, unknown> | null | undefined): CheckoutState {
  return CheckoutStateSchema.parse((extra ?? {})[CHECKOUT_KEY] ?? {});
}

/** The cart's extra with the checkout state replaced (other keys kept). */
export function withCheckoutState(extra: Record<string, unknown> | null | undefined, state: CheckoutState): Record<string, unknown> {
  return { ...(extra ?? {}), [CHECKOUT_KEY]: state };
}

/** After an order: the cart starts afresh, keeping only the billing e-mail (the shopper's next checkout). */
export function clearedCheckoutState(state: CheckoutState): CheckoutState {
  return { ...readCheckoutState({}), billingEmail: state.billingEmail };
}

/** The phone the shipment is delivered to (and the COD code goes to): the billing phone. */
export function codPhone(state: CheckoutState): string | null {
  return state.billingAddress?.phone ?? null;
}

/** COD is verified only for the phone the code was checked on. */
export function codVerified(state: CheckoutState): boolean {
  return Boolean(state.cod?.verifiedAt && state.cod.verifiedPhone && state.cod.verifiedPhone === codPhone(state));
}

const PLACED_KEY = 'placedCheckout';
const PlacedCheckoutSchema = z.object({ orderId: z.number().int(), state: z.record(z.string(), z.unknown()) });

/**
 * The cart's extra once an order is placed from it: the checkout starts afresh (clearedCheckoutState),
 * and the state the order was placed with is kept beside it, so a card payment that fails can give
 * the shopper back their coupon, addresses, gift options and store credit (restoredCheckoutExtra).
 */
export function placedCheckoutExtra(extra: Record<string, unknown> | null | undefined, state: CheckoutState, orderId: number): Record<string, unknown> {
  return { ...withCheckoutState(extra, clearedCheckoutState(state)), [PLACED_KEY]: { orderId, state } };
}

/** True while the checkout holds nothing the shopper chose since the order was placed. */
function untouched(state: CheckoutState): boolean {
  return state.gift === null && state.billingAddress === null && state.shippingAddress === null && state.promotionIds.length === 0 && state.credit === null;
}

/**
 * After the order's payment failed: the checkout state the order was placed with, back in its cart
 * (unless the shopper has already started a new checkout there). Null when there is nothing to restore.
 */
export function restoredCheckoutExtra(extra: Record<string, unknown> | null | undefined, orderId: number): { extra: Record<string, unknown>; state: CheckoutState } | null {
  const placed = PlacedCheckoutSchema.safeParse((extra ?? {})[PLACED_KEY]);
  if (!placed.success || placed.data.orderId !== orderId) return null;
  const { [PLACED_KEY]: _placed, ...rest } = extra ?? {};
  const current = readCheckoutState(rest);
  if (!untouched(current)) return { extra: rest, state: current };
  const state = readCheckoutState({ [CHECKOUT_KEY]: placed.data.state });
  return { extra: withCheckoutState(rest, state), state };
}
