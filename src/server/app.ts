import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import type { Cache } from './lib/cache';
import { type AppModule, modules as appModules } from './modules';
import catalogueChanges from './plugins/catalogue-changes';
import cors from './plugins/cors';
import errors from './plugins/errors';
import health from './plugins/health';
import inputGuard from './plugins/input-guard';
import { genReqId, logEachRequest, loggerOptions } from './plugins/logger';
import openapi from './plugins/openapi';
import securityHeaders from './plugins/security-headers';
import { createSerializerCompiler } from './plugins/serializer';

/** Bodies above this are refused with a 413 envelope (uploads go through multipart routes). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  cache: Cache;
  /** false silences logs (tests); an object replaces the pino options; default from env. */
  logger?: boolean | object;
  /** The business modules, in order; `modules/index.ts` by default (tests may add a probe). */
  modules?: AppModule[];
  /** Check each compiled response serialiser against zod's on every answer (tests; plugins/serializer.ts). */
  verifySerializers?: boolean;
}

function resolveLogger(env: Env, logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  if (logger === undefined || logger === true) return loggerOptions(env);
  return logger as FastifyServerOptions['logger'];
}

/**
 * The services process: account, commerce and content on one Fastify instance. Plugins first
 * (errors, CORS, OpenAPI, health), then the business modules of `modules/index.ts`. The caller
 * owns the database and the cache: closing the app does not close them.
 */
export async function buildApp({ env, database, cache, logger, modules = appModules, verifySerializers = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: resolveLogger(env, logger),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId,
    // One line per request instead of two (plugins/logger.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Behind the edge (deploy/, docs/edge.md) request.ip is the shopper's address from X-Forwarded-For,
    // believed only when the connection comes from a TRUST_PROXY address.
    trustProxy: env.TRUST_PROXY ? env.TRUST_PROXY.split(',').map((address) => address.trim()).filter(Boolean) : false,
    // A long path segment must reach the route's schema (a 400 naming the field), not the
    // router's bare 414: the schemas set the real limits.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ verify: verifySerializers }));

  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('cache', cache);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  logEachRequest(app);

  await app.register(errors);
  await app.register(securityHeaders);
  await app.register(inputGuard);
  await app.register(cors);
  await app.register(openapi);
  await app.register(health);
  await app.register(catalogueChanges);
  for (const module of modules) await app.register(module);
  await app.ready();
  return app;
}
