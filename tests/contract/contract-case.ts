import type { z } from 'zod';
import { AccountFailure, CommerceFailure, accountEnvelope, commerceEnvelope } from '@/shared/contracts/envelope';

/**
 * One request of the contract suite and what both targets must answer: the status, the shared
 * schema of the whole answer (envelope included), and for failures a text the message must
 * contain (the field it names).
 */
export interface ContractCase {
  /** Reads as a test title: the route, then the behaviour. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** From the services' root: `/api/...` or `/account/...`. */
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  status: number;
  schema: z.ZodType;
  messageIncludes?: string;
  /**
   * Both targets must answer the very same body. Always so for failures (the mocks word errors
   * as the services do); for a success only where the mocks serve a recorded answer unchanged
   * (not lists of a subset of products, nor anything stamped with the time of recording).
   */
  sameAnswer?: boolean;
}

type Expected = Pick<ContractCase, 'status' | 'schema' | 'messageIncludes'>;

/** A commerce success whose `data` follows the schema. */
export const commerceOk = <T extends z.ZodType>(data: T) => commerceEnvelope(data);
export const commerceFailure = CommerceFailure;

/** A commerce failure with the status and a message naming what was wrong. */
export function refused(status: number, messageIncludes: string): Expected {
  return { status, schema: CommerceFailure, messageIncludes };
}

/** An account success; the mocks serve recorded breakups unchanged, so both answer alike. */
export const accountOk = <T extends z.ZodType>(responseBody: T): Expected & Pick<ContractCase, 'sameAnswer'> => ({
  status: 200,
  schema: accountEnvelope(responseBody),
  sameAnswer: true,
});

export function accountRefused(status: number, messageIncludes: string): Expected {
  return { status, schema: AccountFailure, messageIncludes };
}

/** Builds the GET cases a locale must answer with a success: `get(path, what, schema, sameAnswer?)`. */
export function servedGets(locale: string, headers: Record<string, string>) {
  return (path: string, what: string, schema: ContractCase['schema'], sameAnswer = false): ContractCase => ({
    name: `GET ${path} in ${locale} answers ${what}`,
    method: 'GET',
    path,
    headers,
    status: 200,
    schema,
    sameAnswer,
  });
}

/** Builds the GET cases of refusals: `get(path, name, refused(...), headers?)`, the given site's headers by default. */
export function refusedGets(headers: Record<string, string>) {
  return (path: string, name: string, expected: Expected, requestHeaders = headers): ContractCase => ({
    name: `GET ${path} ${name}`,
    method: 'GET',
    path,
    headers: requestHeaders,
    ...expected,
  });
}

export interface EnvelopeFacts {
  /** The status the envelope states: meta.responsecode or statusCode. */
  code: number;
  success: boolean;
  message: string;
}

/** What either envelope of docs/requirements/service-contract.md#envelopes says, read the same way for both services. */
export function readEnvelope(parsed: unknown): EnvelopeFacts {
  const body = parsed as { meta?: { responsecode: number; status: string; message: string }; status?: string; statusCode?: number; message?: string };
  if (body.meta) return { code: body.meta.responsecode, success: body.meta.status === 'Success', message: body.meta.message };
  return { code: body.statusCode ?? -1, success: body.status === 'success', message: body.message ?? '' };
}
