import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** A failed account call as the forms show it: the server's message and code (docs/requirements/messages.md#sign-in-failures). */
export interface AuthFailure {
  message: string;
  code: number | string | null;
}

interface AccountBody {
  message?: unknown;
  statusCode?: unknown;
}

/** The server's message and code, or the fallback text when the call never got an answer. */
export function authFailureOf(error: FetchBaseQueryError | SerializedError | unknown, fallback: string): AuthFailure {
  if (error && typeof error === 'object' && 'status' in error) {
    const failure = error as FetchBaseQueryError;
    const body = ('data' in failure ? failure.data : null) as AccountBody | null;
    if (body && typeof body.message === 'string' && body.message) {
      const code = typeof body.statusCode === 'number' ? body.statusCode : typeof failure.status === 'number' ? failure.status : null;
      return { message: body.message, code };
    }
    return { message: fallback, code: failure.status };
  }
  return { message: fallback, code: null };
}
