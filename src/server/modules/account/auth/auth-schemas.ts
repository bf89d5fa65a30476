import { z } from 'zod';
import { safeString } from '@/shared/contracts/text';
import {
  CaptchaChallenge,
  EmptyAnswer,
  OtpSentAnswer,
  RefreshAnswer,
  SignInAnswer,
  SignUpAnswer,
} from '@/shared/contracts/account';
import { accountEnvelope } from '@/shared/contracts/envelope';
import { HEADER_NAMES } from '@/shared/constants';

export {
  ForgotPasswordBody,
  LoginBody,
  LoginOtpBody,
  LogOutBody,
  OtpVerifyBody,
  RefreshTokenBody,
  ResetPasswordBody,
  SignUpBody,
  SignupPhoneOtpBody,
  SignupPhoneOtpVerifyBody,
} from '@/shared/contracts/account';

/** Account calls carry the device id (docs/requirements/service-contract.md#headers); optional, kept on the session. */
export const AccountHeaders = z.object({
  [HEADER_NAMES.systemId.toLowerCase()]: safeString({ max: 200 }).optional().describe('Device id from the browser fingerprint'),
});

export const SignInResponse = accountEnvelope(SignInAnswer);
export const SignUpResponse = accountEnvelope(SignUpAnswer);
export const OtpSentResponse = accountEnvelope(OtpSentAnswer);
export const RefreshResponse = accountEnvelope(RefreshAnswer);
export const EmptyResponse = accountEnvelope(EmptyAnswer);
export const CaptchaResponse = accountEnvelope(CaptchaChallenge.nullable());
