import type { FastifyRequest } from 'fastify';

/**
 * The route options every back-office route shares (docs/back-office.md#the-shell): the role check
 * as its preHandler, the OpenAPI tag and the bearer security. Each route gives only its own schema
 * (summary, params, body, response); the tag defaults to `admin`.
 */
export function adminRoute<Schema extends object>(preHandler: (request: FastifyRequest) => Promise<void>, schema: Schema, tags: string[] = ['admin']) {
  return { preHandler, schema: { tags, security: [{ bearer: [] }], ...schema } };
}
