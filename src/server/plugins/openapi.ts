import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/docs';

/**
 * OpenAPI generated from the same zod schemas the routes validate with (docs/requirements/service-contract.md#base-paths: `/docs`).
 * Registered before the modules: @fastify/swagger collects routes as they are added.
 */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Jewellery store services',
        description:
          'Account (`/account/`), commerce and content (`/`) services. Commerce answers `{ meta, data }`, ' +
          'account answers `{ status, statusCode, message, responseBody }`; the HTTP status always equals the code.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      tags: [
        { name: 'content', description: 'Cached content and URL rewrites (the spec\'s store-host)' },
        { name: 'health', description: 'Liveness and readiness' },
        { name: 'dev', description: 'Development helpers, absent in production' },
      ],
    },
    transform: createJsonSchemaTransform({ skipList: [DOCS_PREFIX, `${DOCS_PREFIX}/*`] }),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}

export default fp(openapiPlugin, { name: 'openapi' });
