/**
 * The error codes the services answer with and the HTTP status of each: one table for the services'
 * error type and for the mocks, which must answer alike.
 */
export const ERROR_STATUS = {
  /** A request failed validation; the message names the field. */
  BAD_REQUEST: 400,
  /** No or an expired token: message 'Invalid User' (or 'no_user' for an unknown user). */
  UNAUTHORIZED: 401,
  /** Signed in, but not allowed (a shopper calling a staff route). */
  FORBIDDEN: 403,
  /** An unknown id, or one that belongs to someone else. */
  NOT_FOUND: 404,
  /** The request conflicts with the current state (out of stock, code already used). */
  CONFLICT: 409,
  /** The body is too large. */
  PAYLOAD_TOO_LARGE: 413,
  /** Well-formed but refused by a business rule (coupon below minimum, pincode not served). */
  UNPROCESSABLE: 422,
  /** Too many attempts; try again later. */
  TOO_MANY_REQUESTS: 429,
  /** The database or another dependency is down. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
