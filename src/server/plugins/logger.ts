import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Env } from '../env';

/**
 * Structured pino logs through Fastify's logger. JSON lines everywhere except a developer's
 * terminal, where pino-pretty makes them readable; secrets in headers are never written.
 */
export function loggerOptions(env: Pick<Env, 'APP_ENV' | 'LOG_LEVEL'>, isTty = Boolean(process.stdout.isTTY)): FastifyServerOptions['logger'] {
  const pretty = isTty && env.APP_ENV === 'development';
  return {
    level: env.LOG_LEVEL,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } } } : {}),
  };
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** A proxy's `x-request-id` is kept when it looks like an id; otherwise a fresh UUID. */
export function genReqId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * One log line per request, written when the answer has gone: request id (pino's `reqId`),
 * method, URL, status and milliseconds. Fastify's own request logging (an "incoming request"
 * and a "request completed" line, each serialising the request) is turned off in app.ts: half
 * the lines and no request serialiser on the hot path (docs/performance.md#request-logs).
 */
export function logEachRequest(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
    done();
  });
}
