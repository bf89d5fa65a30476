import { z } from 'zod';
import { MAX_WIRE_AMOUNT } from '../money';
import { safeString } from './text';
import { Email, OtpCode, Phone, optionalText, text } from './account';
import { dbId } from './ids';

/**
 * The modes of `PUT /api/cart/` that take the cart to checkout: gift, addresses, store credit,
 * the cash-on-delivery code and promotions. Money on the wire is decimal in the subsite's currency.
 */

const cartID = z.string().uuid();

// ——— PUT /api/cart/ (and PATCH /api/cart/ for the two promotion modes) ———

/** `gift_buy`: the cart becomes a gift; `gift: false` (or `isGift: 'No'`) takes the gift details off. */
export const GiftBuyBody = z
  .object({
    cartID,
    mode: z.literal('gift_buy'),
    isGift: z.enum(['Yes', 'No']).default('Yes'),
    recipientName: text(80).optional(),
    /** Printed on the card in the box: at most 250 characters. */
    giftMessage: optionalText(250, { multiline: true }).optional(),
    giftWrap: z.boolean().default(false),
  })
  .strict();

const Zip = safeString({ max: 12, trim: true }).regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, 'must be a postal code of 2 to 12 letters or digits');

/** `add_address` (docs/requirements/service-contract.md) with the billing and (when `billingAddressDifferent` is Yes) shipping fields. */
export const AddAddressBody = z
  .object({
    cartID,
    mode: z.literal('add_address'),
    /** A saved address (signed-in shoppers) to ship to; its fields fill the shipping side. */
    shippingID: dbId().optional(),
    referenceID: safeString({ max: 100 }).optional(),
    billingFirstName: text(80),
    billingLastName: text(80),
    billingAddress1: text(200),
    billingAddress2: optionalText(200).optional(),
    billingCity: text(100),
    billingZip: Zip,
    billingState: optionalText(100).optional(),
    billingCountry: text(100),
    billingPhone: Phone,
    billingEmail: Email,
    shippingFirstName: text(80).optional(),
    shippingLastName: text(80).optional(),
    shippingAddress1: text(200).optional(),
    shippingAddress2: optionalText(200).optional(),
    shippingCity: text(100).optional(),
    shippingZip: Zip.optional(),
    shippingState: optionalText(100).optional(),
    shippingCountry: text(100).optional(),
    shippingPhone: Phone.optional(),
    billingAddressDifferent: z.enum(['Yes', 'No']),
    shippingSaveToList: z.enum(['yes', 'no']).default('no'),
    /** Sent as a literal placeholder text (docs/requirements/calls.md); kept as sent. */
    latitude: safeString({ max: 100 }).optional(),
    longitude: safeString({ max: 100 }).optional(),
  })
  .strict();
export type AddAddressBody = z.infer<typeof AddAddressBody>;

/** `apply_usercredit`: signed-in shoppers only; `amount` 0 takes the credit off. Never more than the balance or the total. */
export const ApplyCreditBody = z
  .object({
    cartID,
    mode: z.literal('apply_usercredit'),
    /**
     * Omitted: as much as the balance and the total allow. More decimals than the currency has
     * (`1.005` fils, `1e-7`) is refused by the service in the shopper's words (422, docs/requirements/service-contract.md).
     */
    amount: z.number().min(0).max(MAX_WIRE_AMOUNT).optional(),
  })
  .strict();

/** The cash-on-delivery code goes to the cart's billing phone (docs/requirements/service-contract.md). */
export const SendCodOtpBody = z.object({ cartID, mode: z.literal('send_cod_otp') }).strict();
export const VerifyCodOtpBody = z.object({ cartID, mode: z.literal('verify_cod_otp'), otp: OtpCode }).strict();

/** Promotions: `PATCH /api/cart/`, which the storefront sends as `PUT /api/cart/`; both accept these. */
export const ApplyPromotionBody = z.object({ cartID, mode: z.literal('apply_promotion'), couponCode: text(30).toUpperCase() }).strict();
export const RemovePromotionBody = z.object({ cartID, mode: z.literal('remove_promotion'), promoID: dbId() }).strict();
export const PromotionBody = z.discriminatedUnion('mode', [ApplyPromotionBody, RemovePromotionBody]);

export const CartPutBody = z.discriminatedUnion('mode', [
  GiftBuyBody,
  AddAddressBody,
  ApplyCreditBody,
  SendCodOtpBody,
  VerifyCodOtpBody,
  ApplyPromotionBody,
  RemovePromotionBody,
]);
export type CartPutBody = z.infer<typeof CartPutBody>;
