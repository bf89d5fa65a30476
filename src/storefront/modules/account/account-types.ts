/**
 * The account service's wire shapes as the storefront reads them, from the shared contracts
 * (src/shared/contracts/account.ts). Type-only imports: zod stays out of the browser bundle.
 */
export type { AddressBody, PendingContact, SavedAddress, SignInAnswer } from '@/shared/contracts/account';

/** `auth/sign-up` answers the new account; the phone code is already on its way. */
export interface SignUpAnswer {
  otpSent: boolean;
  resendAfterSeconds: number;
}

/** `auth/login-otp` and `auth/signup-phone-otp`: when another code may be asked for. */
export interface OtpSentAnswer {
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

/** docs/requirements/constants.md#addresses: latitude and longitude are sent as a literal placeholder text. */
export const LATITUDE_PLACEHOLDER = 'latitude';
export const LONGITUDE_PLACEHOLDER = 'longitude';

export interface ProfileBody {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}
