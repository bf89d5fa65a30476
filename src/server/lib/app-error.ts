import { ERROR_STATUS, type ErrorCode } from '@/shared/error-codes';

export type { ErrorCode };

/**
 * The one error type services throw. The error handler (plugins/errors.ts) turns the code into
 * the HTTP status and the envelope of the service that answered; the storefront turns the code
 * into a translated message.
 */
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
