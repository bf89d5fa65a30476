import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Health = z.object({ status: z.literal('ok') });
const Readiness = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['pglite', 'postgres']) });

/** `/healthz`: the process answers. `/readyz`: the database answers too (for load balancers). */
async function healthPlugin(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'The process is up', response: { 200: Health } }, logLevel: 'warn' },
    async () => ({ status: 'ok' as const }),
  );
  routes.get(
    '/readyz',
    {
      schema: { tags: ['health'], summary: 'The database is reachable', response: { 200: Readiness, 503: Readiness } },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const ready = await app.database.ping();
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', database: app.database.kind });
    },
  );
}

export default fp(healthPlugin, { name: 'health' });
