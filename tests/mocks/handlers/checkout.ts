import { http } from 'msw';
import { SavedAddress } from '@/shared/contracts/account';
import { AddAddressBody, CartPutBody, PromotionBody } from '@/shared/contracts/cart-modes';
import {
  CartAddressList,
  CartIdOnlyParams,
  CartPromotions,
  CodCheck,
  PaymentGateways,
} from '@/shared/contracts/checkout';
import { pinStateRefusal } from '@/shared/india-states';
import { codCodeMessage } from '@/shared/message-templates/account-templates';
import { minorToDecimal } from '@/shared/money';
import { addressBookFieldsOf, enteredAddressOf, inAddressBook, shippingOf } from '@/shared/order-address';
import { invalidUser, userOfBearer } from '../lib/account-session';
import { answerCart, getCartOfSite, priceCartOf } from '../lib/cart-access';
import { maskPhone } from '@/shared/commerce/wire-shaping';
import { currencyOf } from '../lib/cart-view';
import { creditBalanceOf, endsAt, hasRedeemed, promotionProblem, promotionsOf, siteMoney } from '../lib/checkout-pricing';
import { CHECKOUT_WORDS as W, creditAmountMinor, creditAmountWords, deliveryWords, promotionWords } from '@/shared/checkout-messages';
import { assertDeliverable, codCheckOf, paymentGatewaysOf } from '../lib/checkout-rules';
import { commerceOk, MockHttpError, notFound, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { type MockSite, resolveMockSite } from '../lib/site';
import { jsonBodyOf, parseInput } from '../lib/validate';
import { accounts, nextNumber, saveAccounts, sendToOutbox } from '../state/account-store';
import { type MockCart, saveMockCart } from '../state/cart-store';
import { checkoutState, emptyCartCheckout, type MockCartCheckout, saveCheckout } from '../state/checkout-store';

const COD_CODE_TTL_MS = 5 * 60_000;
const COD_RESEND_MS = 30_000;
const COD_MAX_ATTEMPTS = 5;

type Info = Parameters<Parameters<typeof withEnvelope>[1]>[0];
type PutBody = ReturnType<typeof CartPutBody.parse>;

const checkoutOf = (cart: MockCart): MockCartCheckout => cart.checkout ?? emptyCartCheckout();

/** `add_address` as the services take it: billing, and shipping from a saved address, the shipping fields or the billing ones. */
function addAddress(cart: MockCart, site: MockSite, body: AddAddressBody, request: Request): MockCartCheckout {
  const checkout = checkoutOf(cart);
  const caller = userOfBearer(request, { optional: true });
  const billing = enteredAddressOf(body, 'billing');
  // A saved address of the signed-in shopper; anyone else's (or a guest's attempt) is not found.
  const saved = body.shippingID === undefined || !caller ? null : (accounts().addresses.find((address) => address.addressID === body.shippingID && address.userID === caller.user.userID) ?? null);
  if (body.shippingID !== undefined && !saved) throw notFound(`Address ${body.shippingID}`);
  const choice = shippingOf(body, saved);
  if ('missing' in choice) throw new MockHttpError(400, W.shippingRequired(choice.missing));
  const shipping = choice.address;
  // Billing is checked first, then where the parcel goes: a PIN code in another state is refused.
  for (const [address, field] of [[billing, 'body.billingZip'], [shipping, choice.zipField]] as const) {
    const refusal = pinStateRefusal(address, field, site.languageCode);
    if (refusal) throw new MockHttpError(422, refusal.message, { field: refusal.field });
  }
  assertDeliverable(site, shipping.zip, choice.zipField);
  if (body.shippingSaveToList === 'yes' && caller && body.shippingID === undefined) {
    // Saved to the shopper's own list (a guest's request is ignored); the same address twice is kept once.
    const own = accounts().addresses.filter((address) => address.userID === caller.user.userID);
    if (!inAddressBook(own, shipping)) {
      accounts().addresses.push(
        SavedAddress.parse({
          addressID: nextNumber(),
          userID: caller.user.userID,
          ...addressBookFieldsOf(shipping),
          province: '',
          latitude: body.latitude ?? '',
          longitude: body.longitude ?? '',
          countryId: null,
          stateId: null,
          isDefault: own.length === 0,
        }),
      );
      saveAccounts();
    }
  }
  // A code verified for another phone no longer counts.
  const phoneChanged = checkout.billingAddress?.phone !== billing.phone;
  return {
    ...checkout,
    billingAddress: billing,
    billingEmail: body.billingEmail.trim().toLowerCase(),
    shippingAddress: shipping,
    billingAddressDifferent: body.billingAddressDifferent,
    shippingID: body.shippingID ?? null,
    cod: phoneChanged ? { verifiedPhone: null, codeSentTo: null } : checkout.cod,
  };
}

function applyPromotion(cart: MockCart, site: MockSite, couponCode: string): { checkout: MockCartCheckout; message: string } {
  const words = promotionWords(site.languageCode);
  const checkout = checkoutOf(cart);
  const pricing = priceCartOf(cart, site);
  const promotion = promotionsOf(site.subsiteId).find((candidate) => candidate.code === couponCode);
  if (!promotion) throw new MockHttpError(404, words.notFound(couponCode));
  if (pricing.promotions.some(({ promotion: applied }) => applied.promoID === promotion.promoID)) throw new MockHttpError(409, words.alreadyApplied(promotion.code));
  const problem = promotionProblem(promotion, {
    now: Date.now(),
    languageCode: site.languageCode,
    subtotalMinor: pricing.subtotalMinor,
    lines: pricing.lines.map((line) => ({ sku: line.product.detail.sku, categorySlug: line.product.summary.categorySlug })),
    others: pricing.promotions.map(({ promotion: applied }) => applied),
    redeemed: hasRedeemed(promotion.promoID, cart.ownerUserID, checkout.billingEmail),
    formatMinor: siteMoney(site).format,
  });
  if (problem) throw new MockHttpError(problem.status, problem.message, { reason: problem.code });
  const promoIDs = [...pricing.promotions.map(({ promotion: applied }) => applied.promoID), promotion.promoID];
  return { checkout: { ...checkout, promoIDs }, message: words.applied(promotion.code) };
}

function removePromotion(cart: MockCart, site: MockSite, promoID: number) {
  const checkout = checkoutOf(cart);
  if (!checkout.promoIDs.includes(promoID)) throw notFound(`Promotion ${promoID} on this cart`);
  return { checkout: { ...checkout, promoIDs: checkout.promoIDs.filter((id) => id !== promoID) }, message: promotionWords(site.languageCode).removed };
}

/** The services' per-recipient limit of the codes they send (account/throttle LIMITS.sendsPerRecipient). */
const COD_CODES_PER_PHONE = { limit: 5, windowMs: 60 * 60_000 };

function sendCodCode(cart: MockCart, site: MockSite): { checkout: MockCartCheckout; message: string } {
  const checkout = checkoutOf(cart);
  const phone = checkout.billingAddress?.phone;
  const cod = codCheckOf(cart, site, priceCartOf(cart, site));
  if (!phone) throw new MockHttpError(409, cod.reason ?? deliveryWords(site.languageCode).noAddress);
  if (!cod.available) throw new MockHttpError(409, cod.reason ?? 'Cash on delivery is not available');
  const last = checkoutState().codCodes.filter((entry) => entry.cartID === cart.cartID).at(-1);
  const wait = last ? last.sentAt + COD_RESEND_MS - Date.now() : 0;
  if (wait > 0) throw new MockHttpError(429, W.codeWait(Math.ceil(wait / 1000)), { retryAfterSeconds: Math.ceil(wait / 1000) });
  // As the services: 5 codes an hour to one phone, whichever carts asked; a refusal locks it for the hour.
  const sentThisHour = checkoutState().codCodes.filter((entry) => entry.phone === phone && entry.sentAt > Date.now() - COD_CODES_PER_PHONE.windowMs).length;
  if (sentThisHour >= COD_CODES_PER_PHONE.limit) {
    const seconds = COD_CODES_PER_PHONE.windowMs / 1000;
    throw new MockHttpError(429, deliveryWords(site.languageCode).codCodeLimit(seconds / 60), { retryAfterSeconds: seconds });
  }
  const code = String(100_000 + ((nextNumber() * 7919) % 900_000));
  for (const entry of checkoutState().codCodes) if (entry.cartID === cart.cartID) entry.consumed = true;
  checkoutState().codCodes.push({ cartID: cart.cartID, phone, code, expiresAt: Date.now() + COD_CODE_TTL_MS, attempts: 0, consumed: false, sentAt: Date.now() });
  saveCheckout();
  sendToOutbox({ to: phone, channel: 'sms', ...codCodeMessage(site.languageCode, { code }) });
  saveAccounts();
  return { checkout: { ...checkout, cod: { verifiedPhone: null, codeSentTo: phone } }, message: W.codeSent(maskPhone(phone)) };
}

function verifyCodCode(cart: MockCart, otp: string): { checkout: MockCartCheckout; message: string } {
  const checkout = checkoutOf(cart);
  const phone = checkout.billingAddress?.phone;
  const entry = checkoutState()
    .codCodes.filter((candidate) => candidate.cartID === cart.cartID)
    .at(-1);
  // The code must have gone to the phone the cart still delivers to.
  const valid = phone && entry && !entry.consumed && entry.expiresAt > Date.now() && entry.attempts < COD_MAX_ATTEMPTS && checkout.cod.codeSentTo === phone;
  if (!valid || entry.code !== otp) {
    // Counted even though the call fails: five wrong guesses kill the code.
    if (valid) entry.attempts += 1;
    saveCheckout();
    throw new MockHttpError(422, W.codeWrong);
  }
  entry.consumed = true;
  saveCheckout();
  return { checkout: { ...checkout, cod: { verifiedPhone: phone, codeSentTo: phone } }, message: W.codeVerified };
}

function applyCredit(cart: MockCart, request: Request, amount: number | undefined, site: MockSite) {
  const caller = userOfBearer(request, { optional: true });
  // Store credit belongs to the cart's owner: only their token may spend it.
  if (cart.ownerUserID == null || caller?.user.userID !== cart.ownerUserID) throw invalidUser();
  const checkout = checkoutOf(cart);
  if (amount === 0) return { cart, checkout: { ...checkout, credit: null }, message: W.creditRemoved };
  if (creditBalanceOf(cart.ownerUserID, site.subsiteId) <= 0) throw new MockHttpError(409, W.noCredit);
  const requested = amount === undefined ? ('all' as const) : creditAmountMinor(amount, siteMoney(site).decimalPlaces);
  if (requested !== 'all') {
    const pricing = priceCartOf(cart, site);
    const maxMinor = Math.min(creditBalanceOf(cart.ownerUserID, site.subsiteId), pricing.totalMinor);
    if (requested === null || requested > maxMinor) {
      const money = siteMoney(site);
      throw new MockHttpError(422, creditAmountWords(site.languageCode)(money.format(maxMinor)), { max: minorToDecimal(maxMinor, money.decimalPlaces) });
    }
  }
  return { cart, checkout: { ...checkout, credit: { userID: caller.user.userID, requested } }, message: W.creditApplied };
}

/** One `PUT /api/cart/` (or `PATCH`) mode on the cart: the new checkout state and the message, or a refusal. */
function applyMode(cart: MockCart, site: MockSite, body: PutBody, request: Request): { cart: MockCart; checkout: MockCartCheckout; message: string } {
  switch (body.mode) {
    case 'gift_buy': {
      const checkout = checkoutOf(cart);
      if (body.isGift === 'No') return { cart, checkout: { ...checkout, gift: null }, message: W.giftRemoved };
      if (!body.recipientName) throw new MockHttpError(400, W.giftNeedsRecipient);
      const gift = { recipientName: body.recipientName, giftMessage: body.giftMessage ?? '', giftWrap: body.giftWrap };
      return { cart, checkout: { ...checkout, gift }, message: W.giftAdded };
    }
    case 'add_address':
      return { cart, checkout: addAddress(cart, site, body, request), message: W.addressAdded };
    case 'apply_usercredit':
      return applyCredit(cart, request, body.amount, site);
    case 'send_cod_otp':
      return { cart, ...sendCodCode(cart, site) };
    case 'verify_cod_otp':
      return { cart, ...verifyCodCode(cart, body.otp) };
    case 'apply_promotion':
      return { cart, ...applyPromotion(cart, site, body.couponCode) };
    case 'remove_promotion':
      return { cart, ...removePromotion(cart, site, body.promoID) };
  }
}

function cartMode(schema: typeof CartPutBody | typeof PromotionBody) {
  return withEnvelope('commerce', async ({ request }: Info) => {
    const body = parseInput(schema, await jsonBodyOf(request), 'body') as PutBody;
    const site = resolveMockSite(request);
    const cart = getCartOfSite(body.cartID, site, request);
    const changed = applyMode(cart, site, body, request);
    const updated = { ...changed.cart, checkout: changed.checkout };
    saveMockCart(updated);
    return answerCart(updated, site, changed.message);
  });
}

function cartRead(path: string, answer: (cart: MockCart, site: MockSite, request: Request) => Response) {
  return http.get(
    anyOrigin(path),
    withEnvelope('commerce', ({ request, params }) => {
      const { cartID } = parseInput(CartIdOnlyParams, params, 'params');
      const site = resolveMockSite(request);
      return answer(getCartOfSite(cartID, site, request), site, request);
    }),
  );
}

/** docs/requirements/calls.md#checkout's checkout calls on a cart: the `PUT`/`PATCH` modes and the reads of the checkout page. */
export const checkoutHandlers = [
  http.put(anyOrigin('/api/cart/'), cartMode(CartPutBody)),
  http.patch(anyOrigin('/api/cart/'), cartMode(PromotionBody)),
  cartRead('/api/cart/:cartID/promotions_list/', (cart, site) => {
    const pricing = priceCartOf(cart, site);
    const { format, decimalPlaces } = siteMoney(site);
    const money = (minor: number) => minorToDecimal(minor, decimalPlaces);
    const now = Date.now();
    const lines = pricing.lines.map((line) => ({ sku: line.product.detail.sku, categorySlug: line.product.summary.categorySlug }));
    const applied = pricing.promotions.map(({ promotion }) => promotion);
    const list = promotionsOf(site.subsiteId)
      // Valid now: started and not ended (offsets from the recording, applied to now).
      .filter((promotion) => promotion.startsOffsetMs <= 0 && promotion.endsOffsetMs > 0)
      // The services list them by code.
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
      .map((promotion) => {
        const isApplied = applied.some((candidate) => candidate.promoID === promotion.promoID);
        const problem = isApplied
          ? null
          : promotionProblem(promotion, {
              now,
              languageCode: site.languageCode,
              subtotalMinor: pricing.subtotalMinor,
              lines,
              others: applied,
              redeemed: hasRedeemed(promotion.promoID, cart.ownerUserID, pricing.checkout.billingEmail),
              formatMinor: format,
            });
        return {
          promoID: promotion.promoID,
          couponCode: promotion.code,
          name: promotion.names[site.languageCode] ?? promotion.names.en ?? promotion.code,
          kind: promotion.kind,
          value: promotion.kind === 'percent' ? promotion.value / 100 : money(promotion.value),
          minSubtotal: money(promotion.minSubtotalMinor),
          maxDiscount: promotion.maxDiscountMinor === null ? null : money(promotion.maxDiscountMinor),
          currencyCode: currencyOf(site).currencyCode,
          endsAt: new Date(endsAt(promotion, now)).toISOString(),
          stackable: promotion.stackable,
          oncePerCustomer: promotion.oncePerCustomer,
          applied: isApplied,
          applicable: problem === null,
          reason: problem?.message ?? null,
        };
      });
    return commerceOk(CartPromotions, list);
  }),
  // The owner's saved addresses (the guard has checked the token); a guest cart's list is empty.
  cartRead('/api/cart/:cartID/address_list/', (cart) => {
    const addresses =
      cart.ownerUserID == null
        ? []
        : accounts()
            .addresses.filter((address) => address.userID === cart.ownerUserID)
            .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.addressID - b.addressID);
    return commerceOk(CartAddressList, { addresses, selectedShippingID: cart.checkout?.shippingID ?? null });
  }),
  cartRead('/api/cart/:cartID/cod_check', (cart, site) => commerceOk(CodCheck, codCheckOf(cart, site, priceCartOf(cart, site)))),
  cartRead('/api/cart/:cartID/payment_gateways/', (cart, site) => commerceOk(PaymentGateways, paymentGatewaysOf(cart, site, priceCartOf(cart, site)))),
];
