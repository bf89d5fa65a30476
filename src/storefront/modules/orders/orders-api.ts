import type { z } from 'zod';
import type { CommerceEnvelope } from '@/shared/contracts/envelope';
import type {
  CancelBody,
  CancelItems,
  OrderDetail,
  OrderList,
  Reasons,
  RevisedOrder,
} from '@/shared/contracts/orders';
import type { ExcessPaymentResult, ExcessProcessBody, ExcessProcessResult } from '@/shared/contracts/excess-payment';
import type { StoreCredit } from '@/shared/contracts/store-credit';
import type { HandlePaymentBody } from '@/shared/contracts/order-placement';
import { baseApi } from '@/storefront/api/base-api';

/**
 * The shopper's orders after checkout (issue 6, docs/requirements/calls.md#orders): history, detail, cancellation,
 * the revised order, the excess payment and the store-credit ledger. Every call carries the
 * shopper's token (the base query adds it and re-authenticates on a 401).
 */
export type OrderListArgs = { status: string; limitFrom: number; limitTo: number; searchKey?: string };
export type CancelArgs = z.input<typeof CancelBody>;
export type ExcessStartArgs = { orderID: number } & ExcessProcessBody;

const dataOf = <T>(response: CommerceEnvelope<T>) => response.data;
export const orderTag = (orderID: number) => ({ type: 'Order' as const, id: orderID });
export const ORDER_LIST_TAG = { type: 'Order' as const, id: 'LIST' };
export const STORE_CREDIT_TAG = { type: 'User' as const, id: 'STORE_CREDIT' };

/** After a change to an order: its detail, its revised totals, the lists and the credit ledger read again. */
const changedOrder = (orderID: number) => [orderTag(orderID), ORDER_LIST_TAG, STORE_CREDIT_TAG, { type: 'Order' as const, id: 'RMA-LIST' }];

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listOrders: build.query<OrderList, OrderListArgs>({
      query: ({ status, limitFrom, limitTo, searchKey }) => ({
        url: `api/orders/index/status/${encodeURIComponent(status)}/`,
        params: { limitFrom, limitTo, ...(searchKey ? { searchKey } : {}) },
      }),
      transformResponse: dataOf<OrderList>,
      providesTags: (result) => [ORDER_LIST_TAG, ...(result?.items.map((order) => orderTag(order.orderID)) ?? [])],
    }),
    getOrderDetail: build.query<OrderDetail, number>({
      query: (orderID) => `api/orders/detail/id/${orderID}/`,
      transformResponse: dataOf<OrderDetail>,
      providesTags: (_result, _error, orderID) => [orderTag(orderID)],
    }),
    getRevisedOrder: build.query<RevisedOrder, number>({
      query: (orderID) => `api/orders/revised/id/${orderID}/`,
      transformResponse: dataOf<RevisedOrder>,
      providesTags: (_result, _error, orderID) => [orderTag(orderID)],
    }),
    getCancelItems: build.query<CancelItems, number>({
      query: (orderID) => `api/orders/cancelItems/id/${orderID}`,
      transformResponse: dataOf<CancelItems>,
      providesTags: (_result, _error, orderID) => [orderTag(orderID)],
    }),
    listCancelReasons: build.query<z.infer<typeof Reasons>, void>({
      query: () => 'api/orders/cancelReasons/',
      transformResponse: dataOf<z.infer<typeof Reasons>>,
    }),
    cancelOrder: build.mutation<unknown, CancelArgs>({
      query: (body) => ({ url: 'api/orders/cancel/', method: 'PATCH', body }),
      transformResponse: dataOf<unknown>,
      invalidatesTags: (_result, error, { orderID }) => (error ? [] : changedOrder(orderID)),
    }),
    startExcessPayment: build.mutation<ExcessProcessResult, ExcessStartArgs>({
      query: ({ orderID, ...body }) => ({ url: `api/orders/excessPaymentProcess/id/${orderID}/`, method: 'POST', body }),
      transformResponse: dataOf<ExcessProcessResult>,
      // Paid with store credit at once: the order and the ledger changed.
      invalidatesTags: (result, _error, { orderID }) => (result?.next === 'paid' ? changedOrder(orderID) : []),
    }),
    completeExcessPayment: build.mutation<ExcessPaymentResult, HandlePaymentBody>({
      query: (body) => ({ url: 'api/orders/excessPayment/', method: 'POST', body }),
      transformResponse: dataOf<ExcessPaymentResult>,
      invalidatesTags: (_result, error, { orderID }) => (error ? [] : changedOrder(orderID)),
    }),
    getStoreCredit: build.query<StoreCredit, void>({
      query: () => 'api/users/storeCredit',
      transformResponse: dataOf<StoreCredit>,
      providesTags: [STORE_CREDIT_TAG],
    }),
  }),
});

export const {
  useListOrdersQuery,
  useGetOrderDetailQuery,
  useGetRevisedOrderQuery,
  useGetCancelItemsQuery,
  useListCancelReasonsQuery,
  useCancelOrderMutation,
  useStartExcessPaymentMutation,
  useCompleteExcessPaymentMutation,
  useGetStoreCreditQuery,
} = ordersApi;
