import type { AdminOrderDetail } from '@/shared/contracts/admin-orders';
import type { OrderDetail, OrderList } from '@/shared/contracts/orders';
import { adminApi } from '@/storefront/modules/admin/admin-api';
import { dataOf, queryOf } from '@/storefront/modules/admin/common/wire';

export interface OrderFilters {
  status?: string;
  paymentMethod?: string;
  subsiteID?: string;
  placedFrom?: string;
  placedTo?: string;
  searchKey?: string;
  limitFrom: number;
  limitTo: number;
}

export const ordersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminOrders: build.query<OrderList, OrderFilters>({ query: (filters) => `admin/orders${queryOf({ ...filters })}`, transformResponse: dataOf<OrderList>, providesTags: ['AdminOrder'] }),
    adminOrder: build.query<AdminOrderDetail, number>({ query: (id) => `admin/orders/${id}`, transformResponse: dataOf<AdminOrderDetail>, providesTags: (_result, _error, id) => [{ type: 'AdminOrder', id }] }),
    moveOrder: build.mutation<OrderDetail, { orderID: number; status: string; note: string }>({
      query: ({ orderID, ...body }) => ({ url: `admin/orders/${orderID}/status`, method: 'POST', body }),
      transformResponse: dataOf<OrderDetail>,
      invalidatesTags: ['AdminOrder'],
    }),
    cancelOrderLines: build.mutation<OrderDetail, { orderID: number; reasonID: string; comment?: string; refundMethod: string; lines: { orderLineID: number; quantity: number }[] }>({
      query: ({ orderID, ...body }) => ({ url: `admin/orders/${orderID}/cancel`, method: 'POST', body }),
      transformResponse: dataOf<OrderDetail>,
      invalidatesTags: ['AdminOrder'],
    }),
    setExcess: build.mutation<OrderDetail, { orderID: number; excessAmount: number; note: string }>({
      query: ({ orderID, ...body }) => ({ url: `admin/orders/${orderID}/excess`, method: 'POST', body }),
      transformResponse: dataOf<OrderDetail>,
      invalidatesTags: ['AdminOrder'],
    }),
    /** The invoice (HTML or PDF) fetched with the staff token, as an object URL to open in a new tab. */
    invoiceUrl: build.mutation<string, { orderID: number; format: 'html' | 'pdf' }>({
      query: ({ orderID, format }) => ({ url: `admin/orders/${orderID}/invoice.${format}`, responseHandler: async (response) => (response.ok ? URL.createObjectURL(await response.blob()) : response.json()) }),
    }),
  }),
});
export const { useAdminOrdersQuery, useAdminOrderQuery, useMoveOrderMutation, useCancelOrderLinesMutation, useSetExcessMutation, useInvoiceUrlMutation } = ordersApi;
