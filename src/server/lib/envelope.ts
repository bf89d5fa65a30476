import type { CommerceEnvelope, AccountEnvelope } from '@/shared/contracts/envelope';

/** Builds the commerce envelope of docs/requirements/service-contract.md#envelopes; the route sends it with the same HTTP status. */
export function commerceOk<T>(data: T, message = 'Success', responsecode = 200): CommerceEnvelope<T> {
  return { meta: { responsecode, status: 'Success', message }, data };
}

export function commerceFail(responsecode: number, message: string, data: unknown = null): CommerceEnvelope<unknown> {
  return { meta: { responsecode, status: 'Failure', message }, data };
}

export function accountOk<T>(responseBody: T, message = 'Success', statusCode = 200): AccountEnvelope<T> {
  return { status: 'success', statusCode, message, responseBody };
}

export function accountFail(statusCode: number, message: string, responseBody: unknown = null): AccountEnvelope<unknown> {
  return { status: 'error', statusCode, message, responseBody };
}
