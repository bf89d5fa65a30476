import { z } from 'zod';
import { dbId, dbIdText } from './ids';
import { optionalText, safeString, text } from './text';
import { ROLES } from '../roles';

/**
 * The account service's wire shapes (docs/requirements/calls.md#account-sign-in account calls, docs/requirements/service-contract.md#envelopes and
 * "Sign-in"). Answers travel in the account envelope `{ status, statusCode, message, responseBody }`;
 * these schemas describe the bodies and `responseBody`. Text is stored as sent: escaping is the
 * storefront's job, so names and addresses accept any printable text.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_POLICY_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters and contain a digit or a symbol, not only letters`;
/** docs/requirements/service-contract.md#processes-and-settings: the captcha token every guarded call carries (an ALTCHA payload, a reCAPTCHA token, or anything when `off`). */
export const CAPTCHA_FIELD = 'reCaptchaToken';

export { optionalText, text };

export const Email = safeString({ max: 254, trim: true })
  .toLowerCase()
  .pipe(z.email('must be a valid e-mail address'));

/** `+91 98765-43210` → `+919876543210`: E.164 with the country code. */
export const Phone = safeString({ max: 30 })
  .transform((value) => value.replace(/[\s\-().]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be a phone number with its country code, like +919876543210'));

/** An e-mail address or a phone number with its country code. */
export const Username = safeString({ max: 254, trim: true })
  .min(1, 'is required: an e-mail address or phone number');

export const Password = safeString({ max: PASSWORD_MAX_LENGTH })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_POLICY_MESSAGE)
  .refine((value) => !/^\p{L}+$/u.test(value), PASSWORD_POLICY_MESSAGE);

export const CaptchaToken = safeString({ max: 20_000 }).min(1, 'is required: solve the captcha');
export const OtpCode = safeString({ max: 20, trim: true }).regex(/^\d{6}$/, 'must be the 6-digit code we sent');
export const PersonName = text(80);

export const SignUpBody = z
  .object({ firstName: PersonName, lastName: PersonName, email: Email, phone: Phone, password: Password, reCaptchaToken: CaptchaToken })
  .strict();
export const SignupPhoneOtpBody = z.object({ phoneNumber: Phone, reCaptchaToken: CaptchaToken }).strict();
export const SignupPhoneOtpVerifyBody = z.object({ otp: OtpCode, username: Phone, reCaptchaToken: CaptchaToken }).strict();
export const LoginBody = z.object({ username: Username, password: safeString({ max: PASSWORD_MAX_LENGTH }).min(1, 'is required'), reCaptchaToken: CaptchaToken }).strict();
export const LoginOtpBody = z.object({ username: Username, reCaptchaToken: CaptchaToken }).strict();
export const OtpVerifyBody = z.object({ username: Username, otp: OtpCode, reCaptchaToken: CaptchaToken }).strict();
export const RefreshTokenBody = z.object({ refreshToken: safeString({ max: 200 }).min(1), accessToken: safeString({ max: 4000 }).min(1) }).strict();
/** An e-mail (`email`) or an e-mail or phone (`username`); the answer is the same whether an account exists or not. */
export const ForgotPasswordBody = z
  .object({ email: Username.optional(), username: Username.optional(), reCaptchaToken: CaptchaToken.optional() })
  .strict()
  .refine((body) => body.email !== undefined || body.username !== undefined, { message: 'is required: an e-mail address or phone number', path: ['email'] });
export const ResetPasswordBody = z.object({ token: safeString({ max: 200, trim: true }).min(1, 'is required'), password: Password }).strict();
/** The bearer token names the session; a refresh token alone also ends its session (an expired access token must not block log-out). */
export const LogOutBody = z.object({ refreshToken: safeString({ max: 200 }).nullable().optional() }).strict();

export const UpdateProfileBody = z
  .object({ firstName: PersonName.optional(), lastName: PersonName.optional(), email: Email.optional(), phone: Phone.optional() })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'send at least one of firstName, lastName, email, phone' });

export const UserDetails = z.object({
  userID: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  phoneVerified: z.boolean(),
  subsiteID: z.number().int().nullable(),
});
export type UserDetails = z.infer<typeof UserDetails>;

/**
 * `PATCH user` answers the details with the contact change it started: a new e-mail or phone is
 * applied only when `POST user/contact-verify` brings back the code sent to it.
 */
export const PendingContact = z.object({ email: z.string().nullable(), phone: z.string().nullable(), resendAfterSeconds: z.number().int() });
export type PendingContact = z.infer<typeof PendingContact>;
export const ProfileAnswer = UserDetails.extend({ pendingContact: PendingContact.nullable() });
export type ProfileAnswer = z.infer<typeof ProfileAnswer>;
/** The new e-mail or the new phone (the one the code went to) and its code. */
export const ContactVerifyBody = z
  .object({ email: Email.optional(), phone: Phone.optional(), otp: OtpCode })
  .strict()
  .refine((body) => (body.email === undefined) !== (body.phone === undefined), { message: 'send either email or phone: the new one the code was sent to', path: ['email'] });

export const AuthTokens = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type AuthTokens = z.infer<typeof AuthTokens>;
/** Login, OTP verify and sign-up OTP verify. */
export const SignInAnswer = z.object({ tokens: AuthTokens, userDetails: UserDetails });
export type SignInAnswer = z.infer<typeof SignInAnswer>;
export const RefreshAnswer = z.object({ tokens: AuthTokens });
/** Sign-up: the account exists; the phone code was sent and must be verified to sign in. */
export const SignUpAnswer = z.object({ userDetails: UserDetails, otpSent: z.boolean(), resendAfterSeconds: z.number().int() });
/** OTP requests: when a new code may be asked for, and how long it lives. */
export const OtpSentAnswer = z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() });
export const EmptyAnswer = z.null();

/** ALTCHA's challenge, handed to the widget as is. */
export const CaptchaChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});

/** docs/requirements/entities.md#saved-address; latitude/longitude arrive as placeholder text (docs/requirements/constants.md#addresses) and are kept as sent. */
export const AddressBody = z
  .object({
    fname: PersonName,
    lname: PersonName,
    address1: text(200),
    address2: optionalText(200).optional(),
    city: text(100),
    zipcode: safeString({ max: 12, trim: true }).regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, 'must be a postal code of 2 to 12 letters or digits'),
    country: text(100),
    state: optionalText(100).optional(),
    countryId: dbId().nullable().optional(),
    stateId: dbId().nullable().optional(),
    province: optionalText(100).optional(),
    phone: Phone,
    latitude: optionalText(100).optional(),
    longitude: optionalText(100).optional(),
    isDefault: z.boolean().optional(),
  })
  .strict();
export type AddressBody = z.infer<typeof AddressBody>;
export const AddressPatchBody = AddressBody.partial().strict();

export const SavedAddress = z.object({
  addressID: z.number().int(),
  userID: z.number().int(),
  fname: z.string(),
  lname: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  zipcode: z.string(),
  country: z.string(),
  state: z.string(),
  countryId: z.number().int().nullable(),
  stateId: z.number().int().nullable(),
  province: z.string(),
  phone: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof SavedAddress>;

export const UserIdParams = z.object({ id: dbIdText() });
export const AddressIdParams = UserIdParams.extend({ addressId: dbIdText() });
