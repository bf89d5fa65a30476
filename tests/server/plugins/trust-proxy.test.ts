import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';

/** A test-only route answering the address the services take for the shopper's (request.ip). */
const probe: FastifyPluginAsync = async (app) => {
  app.get('/api/probe/ip', async (request) => ({ ip: request.ip }));
};

const ask = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  t.app
    .inject({ method: 'GET', url: '/api/probe/ip', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })
    .then((response) => (response.json() as { ip: string }).ip);

describe('TRUST_PROXY: X-Forwarded-For believed from the edge alone (docs/edge.md)', () => {
  let behindEdge: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    behindEdge = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' }, modules: [probe], seed: false });
    direct = await createTestApp({ modules: [probe], seed: false });
  });
  afterAll(async () => {
    await behindEdge?.close();
    await direct?.close();
  });

  it("takes the shopper's address from the edge's header", async () => {
    expect(await ask(behindEdge, '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
  });

  it('ignores the header from anyone else, and without the setting', async () => {
    expect(await ask(behindEdge, '198.51.100.4', '203.0.113.7')).toBe('198.51.100.4');
    expect(await ask(direct, '127.0.0.1', '203.0.113.7')).toBe('127.0.0.1');
  });
});
