import { type DefaultBodyType, HttpResponse, type HttpResponseResolver, type PathParams } from 'msw';
import type { z } from 'zod';
import { AccountFailure, CommerceFailure, accountEnvelope, commerceEnvelope } from '@/shared/contracts/envelope';

/**
 * Every answer a mock builds is parsed with the shared schema of its route before it leaves, so
 * a mock that drifts from the contract throws (msw turns that into a loud 500) instead of
 * quietly teaching the storefront a shape the services never send.
 */

/** Thrown by handlers for an expected failure; `withEnvelope` turns it into the service's envelope. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'MockHttpError';
  }
}

export const notFound = (what: string) => new MockHttpError(404, `${what} not found`);

export interface OkOptions {
  status?: number;
  message?: string;
}

export function commerceOk<S extends z.ZodType>(schema: S, data: z.input<S>, { status = 200, message = 'Success' }: OkOptions = {}) {
  const body = commerceEnvelope(schema).parse({ meta: { responsecode: status, status: 'Success', message }, data });
  return HttpResponse.json(body, { status });
}

export function commerceFail(status: number, message: string, data: unknown = null) {
  const body = CommerceFailure.parse({ meta: { responsecode: status, status: 'Failure', message }, data });
  return HttpResponse.json(body, { status });
}

export function accountOk<S extends z.ZodType>(schema: S, responseBody: z.input<S>, { status = 200, message = 'Success' }: OkOptions = {}) {
  const body = accountEnvelope(schema).parse({ status: 'success', statusCode: status, message, responseBody });
  return HttpResponse.json(body, { status });
}

export function accountFail(status: number, message: string, responseBody: unknown = null) {
  const body = AccountFailure.parse({ status: 'error', statusCode: status, message, responseBody });
  return HttpResponse.json(body, { status });
}

/** What msw hands a resolver: the request, the path params, the cookies. */
export type ResolverInfo = Parameters<HttpResponseResolver<PathParams, DefaultBodyType>>[0];
type Resolver = (info: ResolverInfo) => Response | Promise<Response>;

/**
 * Wraps a resolver so a MockHttpError answers in the commerce (or account) envelope with its
 * status. Any other error is rethrown on purpose: it is a bug in the mocks, not an answer.
 */
export function withEnvelope(kind: 'commerce' | 'account', resolver: Resolver): HttpResponseResolver<PathParams, DefaultBodyType> {
  return async (info) => {
    try {
      return await resolver(info);
    } catch (error) {
      if (!(error instanceof MockHttpError)) throw error;
      return kind === 'account' ? accountFail(error.status, error.message, error.data) : commerceFail(error.status, error.message, error.data);
    }
  };
}
