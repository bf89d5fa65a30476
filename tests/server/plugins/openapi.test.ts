import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '@/server/modules';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';

/** Records every route the modules add, to hold the OpenAPI document against them. */
const routes: RouteOptions[] = [];
const recorder = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
});

type Operation = { parameters?: { name: string; in: string }[]; responses?: Record<string, unknown>; description?: string };
let t: TestApp;
let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  t = await createTestApp({ modules: [recorder, ...modules] });
  doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
});
afterAll(async () => {
  await t?.close();
});

// `/api/redis/:key` is `/api/redis/{key}` in OpenAPI.
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('GET /docs/json', () => {
  it('is an OpenAPI 3 document', () => {
    expect(doc.openapi).toMatch(/^3\./);
  });

  it('lists every route of every module with its method', () => {
    const expected = routes.filter((route) => !(route.schema as { hide?: boolean } | undefined)?.hide);
    expect(expected.length).toBeGreaterThan(3);
    for (const route of expected) {
      const methods = ([] as string[]).concat(route.method).filter((method) => method !== 'HEAD');
      for (const method of methods) expect(doc.paths[openapiPath(route.url)], `${method} ${route.url}`).toHaveProperty(method.toLowerCase());
    }
  });

  it('lists the health routes and the outbox', () => {
    for (const path of ['/healthz', '/readyz', '/dev/outbox']) expect(doc.paths[path]).toHaveProperty('get');
  });

  it('describes parameters and responses from the zod schemas', () => {
    const content = doc.paths['/api/redis/{key}']!.get!;
    expect(content.parameters).toContainEqual(expect.objectContaining({ name: 'key', in: 'path' }));
    expect(content.responses).toHaveProperty('200');
    expect(content.description).toContain('`metalPrice` → `MetalPrice`');
    const rewrite = doc.paths['/api/url-rewrite']!.get!;
    expect(rewrite.parameters).toContainEqual(expect.objectContaining({ name: 'url', in: 'query' }));
    expect(JSON.stringify(rewrite.responses)).toContain('canonicalPath');
  });

  it('leaves the documentation routes out of the document', () => {
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/docs'))).toEqual([]);
  });
});

describe('GET /docs', () => {
  it('serves the interactive documentation', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
