import type { Country } from '@/shared/contracts/content';
import type { AccountEnvelope, CommerceEnvelope } from '@/shared/contracts/envelope';
import { baseApi } from '@/storefront/api/base-api';
import type { AuthUser } from '@/storefront/app/auth-slice';
import type { AddressBody, PendingContact, ProfileBody, SavedAddress } from './account-types';

/** docs/requirements/calls.md#account-profile profile and address calls of the account service; every `users/{id}` route is the signed-in user's own. */
export interface AddressArgs {
  userID: number;
  address: AddressBody;
}

export type ProfileAnswer = AuthUser & { pendingContact: PendingContact | null };
export type ContactCode = ({ email: string } | { phone: string }) & { otp: string };

export interface AddressIdArgs {
  userID: number;
  addressID: number;
}

const body = <T>(response: AccountEnvelope<T>) => response.responseBody;

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserDetails: build.query<AuthUser, number>({
      query: (userID) => ({ service: 'account', url: `user/details/${userID}` }),
      transformResponse: body<AuthUser>,
      providesTags: (_result, _error, userID) => [{ type: 'User', id: userID }],
    }),
    /** Names change at once; a new e-mail or phone comes back as `pendingContact`, waiting for `verifyContact`. */
    updateProfile: build.mutation<ProfileAnswer, ProfileBody & { userID: number }>({
      query: ({ userID: _userID, ...profile }) => ({ service: 'account', url: 'user', method: 'PATCH', body: profile }),
      transformResponse: body<ProfileAnswer>,
      invalidatesTags: (_result, _error, { userID }) => [{ type: 'User', id: userID }],
    }),
    /** The code sent to the new e-mail or phone applies it (and signs the account out elsewhere). */
    verifyContact: build.mutation<AuthUser, ContactCode & { userID: number }>({
      query: ({ userID: _userID, ...code }) => ({ service: 'account', url: 'user/contact-verify', method: 'POST', body: code }),
      transformResponse: body<AuthUser>,
      invalidatesTags: (_result, _error, { userID }) => [{ type: 'User', id: userID }],
    }),
    listAddresses: build.query<SavedAddress[], number>({
      query: (userID) => ({ service: 'account', url: `users/${userID}/address` }),
      transformResponse: body<SavedAddress[]>,
      providesTags: [{ type: 'Address', id: 'LIST' }],
    }),
    addAddress: build.mutation<unknown, AddressArgs>({
      query: ({ userID, address }) => ({ service: 'account', url: `users/${userID}/address`, method: 'POST', body: address }),
      invalidatesTags: [{ type: 'Address', id: 'LIST' }],
    }),
    updateAddress: build.mutation<unknown, { userID: number; addressID: number; address: Partial<AddressBody> }>({
      query: ({ userID, addressID, address }) => ({ service: 'account', url: `users/${userID}/address/${addressID}`, method: 'PATCH', body: address }),
      invalidatesTags: [{ type: 'Address', id: 'LIST' }],
    }),
    deleteAddress: build.mutation<unknown, AddressIdArgs>({
      query: ({ userID, addressID }) => ({ service: 'account', url: `users/${userID}/address/${addressID}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Address', id: 'LIST' }],
    }),
    /** docs/requirements/calls.md#content and docs/requirements/constants.md#fixed-request-values: countries (with their states) are always fetched with languageID 1. */
    listCountries: build.query<Country[], void>({
      query: () => ({ url: 'api/cart/countries', headers: { languageID: '1' } }),
      transformResponse: (response: CommerceEnvelope<Country[]>) => response.data,
    }),
  }),
});

export const {
  useGetUserDetailsQuery,
  useUpdateProfileMutation,
  useVerifyContactMutation,
  useListAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useListCountriesQuery,
} = accountApi;
