import type { z } from 'zod';
import { MockHttpError } from './respond';

/** Where a value came from, named as the services' error handler names it (Fastify's contexts). */
export type InputContext = 'body' | 'querystring' | 'params';

/**
 * The services' 400 message, reproduced: `body.quantity: Too small: expected number to be >=1`,
 * up to five issues joined by '; ' (src/server/plugins/errors.ts), so a shopper sees the same
 * text in mock mode.
 */
export function describeIssues(context: InputContext, issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${[context, ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');
}

/** Parses one part of a request with the route's shared schema; 400 naming the field otherwise. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, context: InputContext): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new MockHttpError(400, describeIssues(context, result.error.issues));
  return result.data;
}

/** The query string as Fastify hands it to a schema: one string per name. */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams.entries());
}

/** The JSON body, or undefined when there is none; 400 like the services for malformed JSON. */
export async function jsonBodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MockHttpError(400, 'Request body is not valid JSON');
  }
}
