import { describe, expect, it } from 'vitest';
import { authFailureOf } from '@/storefront/modules/common/auth-error';

describe('authFailureOf (docs/requirements/messages.md#sign-in-failures: login failures pass the server message and code)', () => {
  it('takes message and statusCode from the account envelope', () => {
    const error = { status: 423, data: { status: 'error', statusCode: 423, message: 'Too many attempts: try again in 15 minutes', responseBody: null } };
    expect(authFailureOf(error, 'fallback')).toEqual({ message: 'Too many attempts: try again in 15 minutes', code: 423 });
  });

  it('falls back to the given text, with the query status, when there is no message', () => {
    expect(authFailureOf({ status: 'FETCH_ERROR', error: 'TypeError' }, 'Something went wrong!')).toEqual({ message: 'Something went wrong!', code: 'FETCH_ERROR' });
    expect(authFailureOf(new Error('boom'), 'Something went wrong!')).toEqual({ message: 'Something went wrong!', code: null });
  });
});
