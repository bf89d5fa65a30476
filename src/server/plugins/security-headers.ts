import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer of the services (docs/security.md). JSON is data, never a
 * page: no sniffing it into HTML, no framing, and a policy that lets it load nothing. Answers
 * that set their own policy (the sandbox payment pages, the API reference at /docs) keep it;
 * the headers below are added only where the route did not choose its own.
 */
export const JSON_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
export const HSTS = 'max-age=63072000; includeSubDomains';

async function securityHeadersPlugin(app: FastifyInstance) {
  const production = app.env.APP_ENV === 'production';
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'no-referrer');
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    const type = String(reply.getHeader('content-type') ?? '');
    if (!reply.hasHeader('content-security-policy') && (type === '' || type.startsWith('application/json'))) {
      reply.header('content-security-policy', JSON_CONTENT_SECURITY_POLICY);
    }
    if (production) reply.header('strict-transport-security', HSTS);
    return payload;
  });
}

/** Registered with the root so the hook sees every route, the 404 and the error answers. */
export default fp(securityHeadersPlugin, { name: 'security-headers' });
