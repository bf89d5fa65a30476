import { z } from 'zod';

/**
 * docs/requirements/service-contract.md#envelopes: commerce answers are `{ meta, data }` with HTTP status = meta.responsecode;
 * account answers are `{ status, statusCode, message, responseBody }` with HTTP status = statusCode.
 */
export const CommerceMeta = z.object({
  responsecode: z.number().int(),
  status: z.enum(['Success', 'Failure']),
  message: z.string(),
});
export type CommerceMeta = z.infer<typeof CommerceMeta>;

export function commerceEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ meta: CommerceMeta, data });
}
export const CommerceFailure = z.object({ meta: CommerceMeta, data: z.unknown() });
export type CommerceEnvelope<T> = { meta: CommerceMeta; data: T };

export function accountEnvelope<T extends z.ZodType>(responseBody: T) {
  return z.object({
    status: z.enum(['success', 'error']),
    statusCode: z.number().int(),
    message: z.string(),
    responseBody,
  });
}
export const AccountFailure = accountEnvelope(z.unknown());
export type AccountEnvelope<T> = {
  status: 'success' | 'error';
  statusCode: number;
  message: string;
  responseBody: T;
};

