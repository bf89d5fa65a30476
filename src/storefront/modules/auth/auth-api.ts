import type { AccountEnvelope } from '@/shared/contracts/envelope';
import { baseApi } from '@/storefront/api/base-api';
import type { OtpSentAnswer, SignInAnswer, SignUpAnswer } from '@/storefront/modules/account/account-types';

/**
 * The account service's sign-in calls (docs/requirements/calls.md#account-sign-in, docs/requirements/service-contract.md#sign-in). Every call that a
 * robot could abuse carries `reCaptchaToken` from useCaptcha(). Answers stay in their envelope:
 * the forms show `message` and `statusCode` on failure (docs/requirements/messages.md#sign-in-failures).
 */
export interface PasswordSignInBody {
  username: string;
  password: string;
  reCaptchaToken: string;
}

export interface OtpRequestBody {
  username: string;
  reCaptchaToken: string;
}

export interface OtpVerifyBody extends OtpRequestBody {
  otp: string;
}

export interface SignUpBody {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  reCaptchaToken: string;
}

export interface SignupPhoneOtpBody {
  phoneNumber: string;
  reCaptchaToken: string;
}

export interface SignupPhoneOtpVerifyBody {
  otp: string;
  username: string;
  reCaptchaToken: string;
}

export interface ResetPasswordBody {
  token: string;
  password: string;
}

type Answer<T = unknown> = AccountEnvelope<T>;

const post = <B>(url: string) => (body: B) => ({ service: 'account' as const, url, method: 'POST', body });

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signInWithPassword: build.mutation<Answer<SignInAnswer>, PasswordSignInBody>({ query: post('auth/login') }),
    requestSignInCode: build.mutation<Answer<OtpSentAnswer>, OtpRequestBody>({ query: post('auth/login-otp') }),
    verifySignInCode: build.mutation<Answer<SignInAnswer>, OtpVerifyBody>({ query: post('auth/otp-verify') }),
    signUp: build.mutation<Answer<SignUpAnswer>, SignUpBody>({ query: post('auth/sign-up') }),
    requestSignUpCode: build.mutation<Answer<OtpSentAnswer>, SignupPhoneOtpBody>({ query: post('auth/signup-phone-otp') }),
    verifySignUpCode: build.mutation<Answer<SignInAnswer>, SignupPhoneOtpVerifyBody>({ query: post('auth/signup-phone-otp-verify') }),
    requestPasswordReset: build.mutation<Answer, { email: string }>({ query: post('auth/forgot-password') }),
    resetPassword: build.mutation<Answer, ResetPasswordBody>({ query: post('auth/reset-password') }),
    signOut: build.mutation<Answer, { refreshToken: string | null }>({ query: post('auth/log-out') }),
  }),
});

export const {
  useSignInWithPasswordMutation,
  useRequestSignInCodeMutation,
  useVerifySignInCodeMutation,
  useSignUpMutation,
  useRequestSignUpCodeMutation,
  useVerifySignUpCodeMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
} = authApi;
