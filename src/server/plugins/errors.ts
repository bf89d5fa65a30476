import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { HEADER_NAMES } from '@/shared/contracts/headers';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { accountFail, commerceFail } from '../lib/envelope';

/**
 * The one error handler of the services (docs/conventions.md#errors). Every failure leaves
 * in the envelope of the service whose base path was called (docs/requirements/service-contract.md#envelopes), with the
 * HTTP status equal to the envelope's code. Bad input is a 4xx naming what was wrong; anything
 * unexpected is a 500 "Internal error" whose detail goes to the log, never to the caller.
 */
export const INTERNAL_ERROR_MESSAGE = 'Internal error';
export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large: the limit is 1 MiB';
export const INVALID_JSON_MESSAGE = 'Request body is not valid JSON';
/** The database connection broke or could not be had (lib/database-unavailable.ts): try again shortly. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The store cannot reach its database just now. Please try again in a moment.';
/** Seconds a caller should wait before retrying after a 503. */
const RETRY_AFTER_SECONDS = '5';
export const INVALID_MULTIPART_MESSAGE = 'Request body is not valid multipart/form-data: a boundary in the Content-Type and a complete body are required';

/**
 * The multipart parser (busboy, under @fastify/multipart) fails a form with no boundary in its
 * Content-Type or a body cut short with plain Errors that carry no status; they are the caller's
 * bad input, not ours.
 */
const MULTIPART_PARSE_ERROR = /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;

/** Account routes live under `/account/`; everything else answers in the commerce envelope. */
export function isAccountPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/account' || path.startsWith('/account/');
}

export function sendFailure(request: FastifyRequest, reply: FastifyReply, status: number, message: string, details: unknown = null) {
  const body = isAccountPath(request.url) ? accountFail(status, message, details) : commerceFail(status, message, details);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

// Node lower-cases header names; answer with the spelling docs/requirements/service-contract.md#headers uses (websiteID, not websiteid).
const HEADER_SPELLING = new Map<string, string>(Object.values(HEADER_NAMES).map((name) => [name.toLowerCase(), name]));

/** One issue as `body.quantity: Too small: expected number to be >=1`, or `Header websiteID …` for headers. */
function describeIssue(context: string | undefined, issue: FastifySchemaValidationError): string {
  const segments = issue.instancePath.split('/').filter(Boolean);
  const message = issue.message ?? 'is invalid';
  if (context === 'headers' && segments[0]) {
    const name = HEADER_SPELLING.get(segments[0].toLowerCase()) ?? segments[0];
    return `Header ${name} is required and must be valid: ${message}`;
  }
  const where = [context ?? 'request', ...segments].join('.');
  return /received undefined$/.test(message) ? `${where}: is required (${message})` : `${where}: ${message}`;
}

/** Fastify wraps schema failures in an error with `validation`; its own messages lack the field. */
export function validationMessage(error: FastifyError): string {
  const issues = error.validation ?? [];
  if (issues.length === 0) return error.message;
  return issues
    .slice(0, 5)
    .map((issue) => describeIssue(error.validationContext, issue))
    .join('; ');
}

function classify(error: FastifyError): { status: number; message: string; details?: unknown } {
  if (error instanceof AppError) return { status: error.status, message: error.message, details: error.details ?? null };
  if (error.validation) return { status: 400, message: validationMessage(error) };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, message: BODY_TOO_LARGE_MESSAGE };
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return { status: 400, message: INVALID_JSON_MESSAGE };
  if (error.statusCode === undefined && MULTIPART_PARSE_ERROR.test(error.message)) return { status: 400, message: INVALID_MULTIPART_MESSAGE };
  // Fastify's own 4xx (empty JSON body, unsupported media type, rate limits) carry safe messages.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, message: error.message };
  if (isDatabaseUnavailable(error)) return { status: 503, message: DATABASE_UNAVAILABLE_MESSAGE };
  return { status: 500, message: INTERNAL_ERROR_MESSAGE };
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message, details } = classify(error);
    if (status >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
    if (status === 503) reply.header('retry-after', RETRY_AFTER_SECONDS);
    else request.log.info({ code: (error as Partial<AppError>).code ?? error.code, status, message }, 'request refused');
    return sendFailure(request, reply, status, message, details);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return sendFailure(request, reply, 404, `Route ${request.method} ${path} not found`);
  });
}

/** Registered first so every module's routes share the handler (fastify-plugin lifts it to the root). */
export default fp(errorsPlugin, { name: 'errors' });
