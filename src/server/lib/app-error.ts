/**
 * The one error type services throw. The error handler (plugins/errors.ts) turns the code into
 * the HTTP status and the envelope of the service that answered; the storefront turns the code
 * into a translated message.
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

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra machine-readable detail, sent as the envelope's data. */
  readonly details?: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = details;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const badRequest = (message: string, details?: unknown) => new AppError('BAD_REQUEST', message, details);
