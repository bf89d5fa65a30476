import { createHmac, randomInt } from 'node:crypto';
import { CHECKOUT_WORDS, creditAmountMinor, creditAmountWords, deliveryWords, promotionWords } from '@/shared/checkout-messages';
import { pinStateRefusal } from '@/shared/india-states';
import { codCodeMessage } from '@/shared/message-templates/account-templates';
import { addressBookFieldsOf, enteredAddressOf, inAddressBook, shippingOf } from '@/shared/order-address';
import type { AddAddressBody, CartPutBody } from '@/shared/contracts/cart-modes';
import { AUTH_MESSAGES } from '@/shared/constants';
import { minorToDecimal } from '@/shared/money';
import type { Executor } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import { findAddressRow, insertAddress, listAddressRows } from '../../account/addresses/address-repository';
import { countMessageTo } from '../../account/throttle/throttle-service';
import { codPhone, maskPhone, moneyFormatter, type CheckoutState } from '../cart';
import { changeCart, changeLockedCart, type ChangeContext, type Change, type CheckoutCallOptions, type CheckoutResult } from './checkout-change';
import { findPromotionByCode, listRedeemedPromotionIds, promotionProblem } from '../promotions';
import { countWrongCodGuess, findLatestCodCode, replaceCodCode } from '../../account/otp/cod-code-repository';
import { consumeOtp } from '../../account/otp/otp-repository';
import { assertDeliverable, assessCod } from './delivery-policy';

export const COD_CODE_TTL_SECONDS = 5 * 60;
export const COD_RESEND_SECONDS = 30;
export const COD_MAX_ATTEMPTS = 5;

export type { CheckoutCallOptions, CheckoutResult } from './checkout-change';

/** `PUT /api/cart/` (and `PATCH /api/cart/` for the promotion modes): one of the CartPutBody modes. */
export async function updateCheckout(options: CheckoutCallOptions, body: CartPutBody): Promise<CheckoutResult> {
  switch (body.mode) {
    case 'gift_buy':
      return changeCart(options, body.cartID, async ({ state }) => {
        if (body.isGift === 'No') return { state: { ...state, gift: null }, message: CHECKOUT_WORDS.giftRemoved };
        if (!body.recipientName) throw badRequest(CHECKOUT_WORDS.giftNeedsRecipient);
        const gift = { recipientName: body.recipientName, giftMessage: body.giftMessage ?? '', giftWrap: body.giftWrap };
        return { state: { ...state, gift }, message: CHECKOUT_WORDS.giftAdded };
      });
    case 'add_address':
      return changeCart(options, body.cartID, (context) => addAddress(options, context, body));
    case 'apply_usercredit':
      return changeCart(options, body.cartID, async ({ cart, state, pricing, site }) => {
        // Store credit belongs to the cart's owner: only their token may spend it.
        if (cart.userId === null || options.user?.id !== cart.userId) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidUser);
        if (body.amount === 0) return { state: { ...state, credit: null }, message: CHECKOUT_WORDS.creditRemoved };
        if (!pricing.creditBalanceMinor || pricing.creditBalanceMinor <= 0) throw new AppError('CONFLICT', CHECKOUT_WORDS.noCredit);
        // Part of the credit: a whole number of minor units, at most the balance and the total (docs/requirements/entities.md#store-credit: "in full or in part").
        const requestedMinor = body.amount === undefined ? null : creditAmountMinor(body.amount, site.decimalPlaces);
        const maxMinor = Math.min(pricing.creditBalanceMinor, pricing.totalMinor);
        if (body.amount !== undefined && (requestedMinor === null || requestedMinor > maxMinor)) {
          throw new AppError('UNPROCESSABLE', creditAmountWords(site.languageCode)(moneyFormatter(site)(maxMinor)), { max: minorToDecimal(maxMinor, site.decimalPlaces) });
        }
        return { state: { ...state, credit: { requestedMinor } }, message: CHECKOUT_WORDS.creditApplied };
      });
    case 'send_cod_otp':
      return changeLockedCart(options, body.cartID, (context) => sendCodCode(options, context));
    case 'verify_cod_otp':
      return changeLockedCart(options, body.cartID, (context) => verifyCodCode(options, context, body.otp));
    case 'apply_promotion':
      return changeCart(options, body.cartID, async ({ db, site, cart, state, pricing }) => {
        const words = promotionWords(site.languageCode);
        const promotion = await findPromotionByCode({ db, subsiteId: site.subsiteId, code: body.couponCode });
        if (!promotion) throw new AppError('NOT_FOUND', words.notFound(body.couponCode));
        if (pricing.promotions.some((applied) => applied.row.id === promotion.id)) throw new AppError('CONFLICT', words.alreadyApplied(promotion.code));
        const redeemed = await listRedeemedPromotionIds(db, { promotionIds: [promotion.id], userId: cart.userId, email: state.billingEmail?.toLowerCase() ?? null });
        const problem = promotionProblem(promotion, {
          now: new Date(),
          languageCode: site.languageCode,
          subtotalMinor: pricing.subtotalMinor,
          lines: pricing.lines.map((line) => ({ sku: line.product.row.product.sku, categorySlug: line.product.row.categorySlug })),
          others: pricing.promotions.map((applied) => applied.row),
          redeemed: redeemed.has(promotion.id),
          formatMinor: moneyFormatter(site),
        });
        if (problem) throw new AppError(problem.errorCode, problem.message, { reason: problem.code });
        const promotionIds = [...pricing.promotions.map((applied) => applied.row.id), promotion.id];
        return { state: { ...state, promotionIds }, message: words.applied(promotion.code) };
      });
    case 'remove_promotion':
      return changeCart(options, body.cartID, async ({ site, state }) => {
        if (!state.promotionIds.includes(body.promoID)) throw notFound(`Promotion ${body.promoID} on this cart`);
        return { state: { ...state, promotionIds: state.promotionIds.filter((id) => id !== body.promoID) }, message: promotionWords(site.languageCode).removed };
      });
  }
}

async function addAddress(options: CheckoutCallOptions, { db, site, state }: ChangeContext, body: AddAddressBody): Promise<Change> {
  const billing = enteredAddressOf(body, 'billing');
  // A saved address of the signed-in shopper; anyone else's (or a guest's attempt) is not found.
  const saved = body.shippingID !== undefined && options.user ? await findAddressRow(db, { userId: options.user.id, addressId: body.shippingID }) : null;
  if (body.shippingID !== undefined && !saved) throw notFound(`Address ${body.shippingID}`);
  const choice = shippingOf(body, saved);
  if ('missing' in choice) throw badRequest(CHECKOUT_WORDS.shippingRequired(choice.missing));
  const shipping = choice.address;
  // Billing is checked first, then where the parcel goes: a PIN code in another state is refused.
  for (const [address, field] of [[billing, 'body.billingZip'], [shipping, choice.zipField]] as const) {
    const refusal = pinStateRefusal(address, field, site.languageCode);
    if (refusal) throw new AppError('UNPROCESSABLE', refusal.message, { field: refusal.field });
  }
  await assertDeliverable({ db, site, zip: shipping.zip, field: choice.zipField });

  // Saved to the shopper's own list (a guest's request is ignored), with the checkout state; the same address twice is kept once.
  let alongside: ((tx: Executor) => Promise<void>) | undefined;
  if (body.shippingSaveToList === 'yes' && options.user && body.shippingID === undefined) {
    const userId = options.user.id;
    const existing = await listAddressRows(db, userId);
    if (!inAddressBook(existing, shipping)) {
      const values = { ...addressBookFieldsOf(shipping), latitude: body.latitude ?? '', longitude: body.longitude ?? '', isDefault: existing.length === 0, source: 'checkout' as const };
      alongside = async (tx) => {
        await insertAddress(tx, { userId, values });
      };
    }
  }
  const next: CheckoutState = {
    ...state,
    billingAddress: billing,
    shippingAddress: shipping,
    billingAddressDifferent: body.billingAddressDifferent,
    billingEmail: body.billingEmail.trim().toLowerCase(),
    shippingID: body.shippingID ?? null,
  };
  // A code verified for another phone no longer counts.
  if (codPhone(state) !== codPhone(next)) next.cod = null;
  return { state: next, message: CHECKOUT_WORDS.addressAdded, alongside };
}

const hashCode = (secret: string, cartId: string, code: string) => createHmac('sha256', secret).update(`cod:${cartId}:${code}`).digest('hex');

async function sendCodCode(options: CheckoutCallOptions, { db: tx, site, cart, state, pricing }: ChangeContext): Promise<Change> {
  const phone = codPhone(state);
  const cod = await assessCod({ db: tx, site, pricing });
  if (!phone) throw new AppError('CONFLICT', cod.reason ?? 'Add a delivery address first');
  if (!cod.available) throw new AppError('CONFLICT', cod.reason ?? 'Cash on delivery is not available');
  const last = await findLatestCodCode(tx, cart.id);
  const waitMs = last ? last.createdAt.getTime() + COD_RESEND_SECONDS * 1000 - Date.now() : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError('TOO_MANY_REQUESTS', CHECKOUT_WORDS.codeWait(seconds), { retryAfterSeconds: seconds });
  }
  // The per-recipient limit of every code the store sends, on the (normalised) phone, not the cart:
  // a new cart per request cannot flood a number. Refused after the count is written.
  const limitedUntil = await countMessageTo({ db: tx, recipient: `cod:${phone}` });
  if (limitedUntil) {
    const seconds = Math.max(1, Math.ceil((limitedUntil.getTime() - Date.now()) / 1000));
    return { refuse: new AppError('TOO_MANY_REQUESTS', deliveryWords(site.languageCode).codCodeLimit(Math.ceil(seconds / 60)), { retryAfterSeconds: seconds }) };
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await replaceCodCode(tx, { cartId: cart.id, codeHash: hashCode(options.secret, cart.id, code), expiresAt: new Date(Date.now() + COD_CODE_TTL_SECONDS * 1000) });
  await options.notify({ to: phone, channel: 'sms', ...codCodeMessage(site.languageCode, { code }) }, { executor: tx });
  return { state: { ...state, cod: { sentTo: phone, verifiedAt: null, verifiedPhone: null } }, message: CHECKOUT_WORDS.codeSent(maskPhone(phone)) };
}

async function verifyCodCode(options: CheckoutCallOptions, { db: tx, cart, state }: ChangeContext, code: string): Promise<Change> {
  const phone = codPhone(state);
  const row = await findLatestCodCode(tx, cart.id);
  const invalid = new AppError('UNPROCESSABLE', CHECKOUT_WORDS.codeWrong);
  // The code must have gone to the phone the cart still delivers to.
  if (!phone || !row || row.consumedAt || row.expiresAt.getTime() <= Date.now() || row.attempts >= COD_MAX_ATTEMPTS || state.cod?.sentTo !== phone) return { refuse: invalid };
  if (row.codeHash !== hashCode(options.secret, cart.id, code)) {
    // Counted even though the call fails: five wrong guesses kill the code.
    await countWrongCodGuess(tx, { codeId: row.id, maxAttempts: COD_MAX_ATTEMPTS });
    return { refuse: invalid };
  }
  if (!(await consumeOtp(tx, row.id))) return { refuse: invalid };
  return { state: { ...state, cod: { sentTo: phone, verifiedAt: new Date().toISOString(), verifiedPhone: phone } }, message: CHECKOUT_WORDS.codeVerified };
}
