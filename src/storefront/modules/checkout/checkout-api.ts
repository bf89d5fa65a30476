import type { Cart } from '@/shared/contracts/cart';
import type { AddAddressBody } from '@/shared/contracts/cart-modes';
import type { HandlePaymentBody, Order, PaymentResult, PlacedOrder } from '@/shared/contracts/order-placement';
import type { PaymentKey } from '@/shared/contracts/checkout';
import type { CommerceEnvelope } from '@/shared/contracts/envelope';
import { HEADER_NAMES } from '@/shared/constants';
import { baseApi } from '@/storefront/api/base-api';
import { cartApi } from '@/storefront/modules/cart/cart-api';
import type { CartAddressList, CartPromotion, CodCheck, PaymentGateway } from './checkout-types';

/**
 * The checkout calls (issue 5, docs/requirements/calls.md#checkout). Every `PUT /api/cart/` answers the whole cart, which
 * replaces the cart slice (docs/requirements/states.md#cart-state): it is written into the cart-summary cache entry, whose
 * fulfilled action the cart slice already takes. The checkout reads (promotions, addresses, COD,
 * payment ways) depend on the cart's state, so every cart call invalidates them.
 */
export type GiftArgs = { cartID: string; isGift: 'Yes' | 'No'; recipientName?: string; giftMessage?: string; giftWrap: boolean };
export type AddressArgs = Omit<AddAddressBody, 'mode'>;
export interface PlaceOrderArgs {
  cartID: string;
  idempotencyKey: string;
  paymentSettingsGroupKey: PaymentKey;
  expectedTotal?: number;
  /** What the shopper saw to pay after store credit: the services refuse with 409 and the new cart when it moved. */
  expectedAmountDue?: number;
}

const dataOf = <T>(response: CommerceEnvelope<T>) => response.data;
const checkoutTag = (cartID: string) => ({ type: 'Cart' as const, id: `${cartID}:checkout` });

/** A cart-shaped body (a 409 'total changed' carries the new cart as its data). */
export function isCart(value: unknown): value is Cart {
  return Boolean(value && typeof value === 'object' && 'cartID' in value && 'items' in value && 'totals' in value);
}

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    /** `PUT /api/cart/` in one mode; its cart replaces the stored one. */
    const cartPut = <A extends { cartID: string }>(mode: string) =>
      build.mutation<Cart, A>({
        query: (args) => ({ url: 'api/cart/', method: 'PUT', body: { ...args, mode } }),
        transformResponse: dataOf<Cart>,
        invalidatesTags: (_result, _error, { cartID }) => [checkoutTag(cartID)],
        async onQueryStarted({ cartID }, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(cartApi.util.upsertQueryData('getCartSummary', cartID, data));
          } catch {
            // The failure is the caller's to show (docs/requirements/messages.md#the-rule); the stored cart stays as it was.
          }
        },
      });

    return {
      saveGift: cartPut<GiftArgs>('gift_buy'),
      saveAddress: cartPut<AddressArgs>('add_address'),
      applyCredit: cartPut<{ cartID: string; amount?: number }>('apply_usercredit'),
      sendCodOtp: cartPut<{ cartID: string }>('send_cod_otp'),
      verifyCodOtp: cartPut<{ cartID: string; otp: string }>('verify_cod_otp'),
      // docs/requirements/calls.md#checkout: PATCH on the wire contract, sent as PUT by the storefront (the services accept both).
      applyPromotion: cartPut<{ cartID: string; couponCode: string }>('apply_promotion'),
      removePromotion: cartPut<{ cartID: string; promoID: number }>('remove_promotion'),

      listPromotions: build.query<CartPromotion[], string>({
        query: (cartID) => `api/cart/${encodeURIComponent(cartID)}/promotions_list/`,
        transformResponse: dataOf<CartPromotion[]>,
        providesTags: (_result, _error, cartID) => [checkoutTag(cartID)],
      }),
      getAddressList: build.query<CartAddressList, string>({
        query: (cartID) => `api/cart/${encodeURIComponent(cartID)}/address_list/`,
        transformResponse: dataOf<CartAddressList>,
        providesTags: (_result, _error, cartID) => [checkoutTag(cartID), { type: 'Address', id: 'LIST' }],
      }),
      getCodCheck: build.query<CodCheck, string>({
        query: (cartID) => `api/cart/${encodeURIComponent(cartID)}/cod_check`,
        transformResponse: dataOf<CodCheck>,
        providesTags: (_result, _error, cartID) => [checkoutTag(cartID)],
      }),
      listPaymentGateways: build.query<PaymentGateway[], string>({
        query: (cartID) => `api/cart/${encodeURIComponent(cartID)}/payment_gateways/`,
        transformResponse: dataOf<PaymentGateway[]>,
        providesTags: (_result, _error, cartID) => [checkoutTag(cartID)],
      }),

      /** One Idempotency-Key per attempt: a retried or double-clicked submit returns the same order. */
      placeOrder: build.mutation<PlacedOrder, PlaceOrderArgs>({
        query: ({ cartID, idempotencyKey, paymentSettingsGroupKey, expectedTotal, expectedAmountDue }) => ({
          url: `api/cart/postorders/${encodeURIComponent(cartID)}/`,
          method: 'POST',
          headers: { [HEADER_NAMES.idempotencyKey]: idempotencyKey },
          body: { paymentSettingsGroupKey, ...(expectedTotal === undefined ? {} : { expectedTotal }), ...(expectedAmountDue === undefined ? {} : { expectedAmountDue }) },
        }),
        transformResponse: dataOf<PlacedOrder>,
        async onQueryStarted({ cartID }, { dispatch, queryFulfilled }) {
          try {
            await queryFulfilled;
            // The services emptied the cart: read it again so the header count and /cart agree.
            dispatch(baseApi.util.invalidateTags([{ type: 'Cart', id: cartID }, checkoutTag(cartID)]));
          } catch (failure) {
            const body = (failure as { error?: { data?: { data?: unknown } } }).error?.data?.data;
            // 409 'total changed' carries the repriced cart: the summary must show it at once.
            if (isCart(body)) dispatch(cartApi.util.upsertQueryData('getCartSummary', cartID, body));
          }
        },
      }),
      getOrder: build.query<Order, { orderID: number; key?: string }>({
        query: ({ orderID, key }) => ({ url: `api/cart/orders/${orderID}/`, params: key ? { key } : undefined }),
        transformResponse: dataOf<Order>,
        providesTags: (_result, _error, { orderID }) => [{ type: 'Order', id: orderID }],
      }),
      handlePayment: build.mutation<PaymentResult, HandlePaymentBody>({
        query: (body) => ({ url: 'api/cart/handlePaymnt/', method: 'POST', body }),
        transformResponse: dataOf<PaymentResult>,
      }),
    };
  },
});

export const {
  useSaveGiftMutation,
  useSaveAddressMutation,
  useApplyCreditMutation,
  useSendCodOtpMutation,
  useVerifyCodOtpMutation,
  useApplyPromotionMutation,
  useRemovePromotionMutation,
  useListPromotionsQuery,
  useGetAddressListQuery,
  useListPaymentGatewaysQuery,
  usePlaceOrderMutation,
  useGetOrderQuery,
  useHandlePaymentMutation,
} = checkoutApi;

