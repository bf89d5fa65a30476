import { Writable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SiteHeaders } from '@/shared/contracts/headers';
import { AppError } from '@/server/lib/app-error';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/server/plugins/errors';
import { modules } from '@/server/modules';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';

/** Test-only routes under both base paths, to drive each kind of failure through the real app. */
const Body = z.object({ quantity: z.number().int().min(1) }).strict();
const probe: FastifyPluginAsyncZod = async (app) => {
  for (const base of ['/api/probe', '/account/probe']) {
    app.post(`${base}/body`, { schema: { body: Body } }, async (request) => ({ got: request.body.quantity }));
    app.get(`${base}/boom`, async () => {
      throw new Error('secret detail: password=hunter2');
    });
    app.get(`${base}/conflict`, async () => {
      throw new AppError('CONFLICT', 'Only 2 left in stock', { available: 2 });
    });
    app.get(`${base}/db-away`, async () => {
      // As Drizzle wraps what pg throws when an administrator terminates the backend mid-query.
      const driver = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      throw new Error('Failed query: select 1\nparams: ', { cause: driver });
    });
    app.get(`${base}/db-refused`, async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    app.get(`${base}/db-closed`, async () => {
      throw Object.assign(new Error('database "store" is not currently accepting connections'), { code: '55000' });
    });
    app.get(`${base}/headers`, { schema: { headers: SiteHeaders } }, async () => ({ ok: true }));
  }
};

const logLines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [...modules, probe], logger: { level: 'error', stream } });
});
afterAll(async () => {
  await t?.close();
});

const commerceFailure = (responsecode: number, message: unknown) => ({ meta: { responsecode, status: 'Failure', message }, data: null });
const accountFailure = (statusCode: number, message: unknown) => ({ status: 'error', statusCode, message, responseBody: null });

describe('error envelopes', () => {
  it('refuses a body that fails validation with 400 naming the field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/probe/body', payload: { quantity: 0 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(commerceFailure(400, 'body.quantity: Too small: expected number to be >=1'));
  });

  it('answers validation failures under /account/ in the account envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/account/probe/body', payload: { quantity: 'two' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(accountFailure(400, expect.stringContaining('body.quantity:')));
  });

  it('names an unknown field of a strict body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/probe/body', payload: { quantity: 1, price: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().meta.message).toMatch(/^body: Unrecognized key: "price"/);
  });

  it('says a missing field is required', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/probe/body', payload: {} });
    expect(response.json().meta.message).toMatch(/^body\.quantity: is required/);
  });

  it('names a missing site header with its spelling in the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/headers', headers: { subsiteID: '1', languageID: '1' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().meta.message).toMatch(/^Header websiteID is required/);
  });

  it('turns an AppError into its status, message and details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ meta: { responsecode: 409, status: 'Failure', message: 'Only 2 left in stock' }, data: { available: 2 } });
  });

  it('answers anything unexpected with 500 "Internal error", leaking nothing, and logs it with the request id', async () => {
    for (const [url, envelope] of [
      ['/api/probe/boom', commerceFailure(500, 'Internal error')],
      ['/account/probe/boom', accountFailure(500, 'Internal error')],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'x-request-id': 'probe-req-1' } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual(envelope);
      expect(response.body).not.toContain('hunter2');
      expect(response.headers['x-request-id']).toBe('probe-req-1');
    }
    const logged = logLines.map((line) => JSON.parse(line)).find((line) => line.reqId === 'probe-req-1');
    expect(logged?.err?.message).toContain('secret detail');
  });

  it('answers a lost or refused database connection with 503 and Retry-After, leaking nothing', async () => {
    for (const [url, envelope] of [
      ['/api/probe/db-away', commerceFailure(503, DATABASE_UNAVAILABLE_MESSAGE)],
      ['/account/probe/db-away', accountFailure(503, DATABASE_UNAVAILABLE_MESSAGE)],
      ['/api/probe/db-refused', commerceFailure(503, DATABASE_UNAVAILABLE_MESSAGE)],
      ['/api/probe/db-closed', commerceFailure(503, DATABASE_UNAVAILABLE_MESSAGE)],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(envelope);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).not.toMatch(/administrator|ECONNREFUSED|select 1|accepting/);
    }
  });

  it('answers an unknown route with 404 in the envelope of its base path', async () => {
    const commerce = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(commerce.statusCode).toBe(404);
    expect(commerce.json()).toEqual(commerceFailure(404, 'Route GET /api/nothing-here not found'));
    const account = await t.app.inject({ method: 'DELETE', url: '/account/nothing-here?x=1' });
    expect(account.statusCode).toBe(404);
    expect(account.json()).toEqual(accountFailure(404, 'Route DELETE /account/nothing-here not found'));
  });

  it('refuses a body over 1 MiB with 413 and a clear message', async () => {
    const payload = JSON.stringify({ quantity: 1, padding: 'x'.repeat(1024 * 1024) });
    for (const [url, read] of [
      ['/api/probe/body', (body: Record<string, never>) => body.meta],
      ['/account/probe/body', (body: Record<string, never>) => body],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(413);
      expect(JSON.stringify(read(response.json()))).toContain('Request body is too large: the limit is 1 MiB');
    }
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/body',
      payload: '{"quantity": 1,',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(commerceFailure(400, 'Request body is not valid JSON'));
  });

  it('refuses an empty JSON body with 400, not 500', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/account/probe/body', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().statusCode).toBe(400);
  });

  it('refuses a body of an unsupported media type with 415', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/probe/body', payload: '<x/>', headers: { 'content-type': 'application/xml' } });
    expect(response.statusCode).toBe(415);
    expect(response.json().meta.responsecode).toBe(415);
  });
});
