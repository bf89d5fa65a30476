import type { z } from 'zod';
import type { CommerceEnvelope } from '@/shared/contracts/envelope';
import type { NeedMoreInfoBody, ReturnBody, ReturnDetail, ReturnItems, ReturnList, UploadedImage } from '@/shared/contracts/returns';
import type { Reasons } from '@/shared/contracts/orders';
import { baseApi } from '@/storefront/api/base-api';

/**
 * Returns (RMA), docs/requirements/calls.md#returns: reasons, returnable items, the request with its photos, the
 * shopper's returns, one return's detail and the answer to staff's "need more information".
 */
export type ReturnListArgs = { status: string; limitFrom: number; limitTo: number; searchKey?: string };
export type ReturnArgs = z.input<typeof ReturnBody>;
export type NeedMoreInfoArgs = z.input<typeof NeedMoreInfoBody>;

const dataOf = <T>(response: CommerceEnvelope<T>) => response.data;
export const RETURN_LIST_TAG = { type: 'Order' as const, id: 'RMA-LIST' };
export const returnTag = (returnID: number) => ({ type: 'Order' as const, id: `rma-${returnID}` });

export const returnsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listReturnReasons: build.query<z.infer<typeof Reasons>, void>({
      query: () => 'api/orders/returnReasons/',
      transformResponse: dataOf<z.infer<typeof Reasons>>,
    }),
    getReturnItems: build.query<ReturnItems, number>({
      query: (orderID) => `api/orders/returnItems/id/${orderID}`,
      transformResponse: dataOf<ReturnItems>,
      providesTags: (_result, _error, orderID) => [{ type: 'Order', id: orderID }],
    }),
    /** Multipart, field `rmaImage`: the browser sets the boundary itself, so no content type is given. */
    uploadRmaImage: build.mutation<UploadedImage, File>({
      query: (file) => {
        const form = new FormData();
        form.append('rmaImage', file, file.name);
        return { url: 'api/orders/uploadRmaImage', method: 'POST', body: form };
      },
      transformResponse: dataOf<UploadedImage>,
    }),
    createReturn: build.mutation<ReturnDetail, ReturnArgs>({
      query: (body) => ({ url: 'api/orders/return/', method: 'PATCH', body }),
      transformResponse: dataOf<ReturnDetail>,
      invalidatesTags: (_result, error, { orderID }) => (error ? [] : [{ type: 'Order', id: orderID }, { type: 'Order', id: 'LIST' }, RETURN_LIST_TAG]),
    }),
    listReturns: build.query<ReturnList, ReturnListArgs>({
      query: ({ status, limitFrom, limitTo, searchKey }) => ({
        url: `api/orders/returnRequest/status/${encodeURIComponent(status)}/`,
        params: { limitFrom, limitTo, ...(searchKey ? { searchKey } : {}) },
      }),
      transformResponse: dataOf<ReturnList>,
      providesTags: (result) => [RETURN_LIST_TAG, ...(result?.items.map((item) => returnTag(item.returnID)) ?? [])],
    }),
    getReturnDetail: build.query<ReturnDetail, number>({
      query: (returnID) => `api/orders/rmaDetails/id/${returnID}`,
      transformResponse: dataOf<ReturnDetail>,
      providesTags: (_result, _error, returnID) => [returnTag(returnID)],
    }),
    answerNeedMoreInfo: build.mutation<ReturnDetail, NeedMoreInfoArgs>({
      query: (body) => ({ url: 'api/orders/needmoreinfoImages/', method: 'POST', body }),
      transformResponse: dataOf<ReturnDetail>,
      invalidatesTags: (_result, error, { returnID }) => (error ? [] : [returnTag(returnID), RETURN_LIST_TAG]),
    }),
    /**
     * A return photo (owner and staff only): read with the token, shown through an object URL.
     * The cache keeps the URL string, never the blob.
     */
    getRmaImage: build.query<string, string>({
      query: (imageID) => ({ url: `api/orders/rmaImage/${encodeURIComponent(imageID)}`, responseHandler: (response) => response.blob() }),
      transformResponse: (blob: Blob) => URL.createObjectURL(blob),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const {
  useListReturnReasonsQuery,
  useGetReturnItemsQuery,
  useUploadRmaImageMutation,
  useCreateReturnMutation,
  useListReturnsQuery,
  useGetReturnDetailQuery,
  useAnswerNeedMoreInfoMutation,
  useGetRmaImageQuery,
} = returnsApi;
