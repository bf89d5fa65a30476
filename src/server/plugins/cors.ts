import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HEADER_NAMES } from '@/shared/contracts/headers';

/** Headers the storefront sends from the browser (docs/requirements/service-contract.md#headers). */
export const ALLOWED_HEADERS = [
  HEADER_NAMES.websiteId,
  HEADER_NAMES.subsiteId,
  HEADER_NAMES.languageId,
  HEADER_NAMES.systemId,
  HEADER_NAMES.idempotencyKey,
  'Authorization',
  'Content-Type',
];

export function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

async function corsPlugin(app: FastifyInstance) {
  await app.register(cors, {
    origin: parseOrigins(app.env.CORS_ORIGINS),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: ['x-request-id'],
    // Tokens travel in the Authorization header, never in cookies.
    credentials: false,
    maxAge: 600,
  });
}

export default fp(corsPlugin, { name: 'cors' });
