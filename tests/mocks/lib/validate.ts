import type { z } from 'zod';
import { MockHttpError } from './respond';

/** Where a value came from, named as the services' error handler names it (Fastify's contexts). */
export type InputContext = 'body' | 'querystring' | 'params';

/** One issue as the services word it: `body.quantity: Too small: …`, `body.productID: is required (…)`. */
function describeIssue(context: InputContext, issue: z.core.$ZodIssue): string {
  const where = [context, ...issue.path.map(String)].join('.');
  return /received undefined$/.test(issue.message) ? `${where}: is required (${issue.message})` : `${where}: ${issue.message}`;
}

/**
 * The services' 400 message, reproduced (src/server/plugins/errors.ts): up to five issues joined
 * by '; ', so a shopper sees the same text in mock mode. The contract test compares the two.
 */
export function describeIssues(context: InputContext, issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => describeIssue(context, issue))
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
