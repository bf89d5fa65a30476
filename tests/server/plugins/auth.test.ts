import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '@/server/db/schema';
import { modules } from '@/server/modules';
import { signAccessToken } from '@/server/modules/account/session/access-token';
import { requireStaff, requireUser } from '@/server/plugins/auth';
import { signInAs } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Probe routes guarded like real ones, one per envelope. */
async function probe(app: FastifyInstance) {
  app.get('/admin/probe', { preHandler: requireStaff }, async (request) => ({ meta: { responsecode: 200, status: 'Success', message: 'ok' }, data: request.user }));
  app.get('/account/probe', { preHandler: requireUser }, async (request) => ({ status: 'success', statusCode: 200, message: 'ok', responseBody: request.user }));
  app.get('/api/probe-optional', { preHandler: app.optionalUser }, async (request) => ({ meta: { responsecode: 200, status: 'Success', message: 'ok' }, data: request.user }));
}

describe('auth plugin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ modules: [...modules, probe] });
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('lets staff through a staff route with the user on the request', async () => {
    const staff = await signInAs(t.app, 'staff');
    const response = await get('/admin/probe', staff.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: staff.userId, role: 'staff', sessionId: staff.sessionId });
  });

  it('answers 401 Invalid User in the commerce envelope without a token', async () => {
    const response = await get('/admin/probe');
    expect(response.statusCode).toBe(401);
    expect(response.json().meta).toMatchObject({ responsecode: 401, status: 'Failure', message: 'Invalid User' });
  });

  it('answers 403 to a shopper on a staff route', async () => {
    const shopper = await signInAs(t.app, 'shopper');
    const response = await get('/admin/probe', shopper.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().meta.message).toMatch(/staff/i);
  });

  it('refuses an expired, forged or malformed token with 401 Invalid User', async () => {
    const shopper = await signInAs(t.app, 'shopper');
    const expired = await signAccessToken({ secret: t.env.TOKEN_SECRET, userId: shopper.userId, role: 'customer', sessionId: shopper.sessionId, ttlSeconds: -60 });
    const forged = await signAccessToken({ secret: 'another-secret-of-at-least-32-characters!!', userId: shopper.userId, role: 'staff', sessionId: shopper.sessionId });
    for (const authorization of [`Bearer ${expired}`, `Bearer ${forged}`, 'Bearer not.a.jwt', 'Basic abc', 'Bearer']) {
      const response = await get('/account/probe', { authorization });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toMatchObject({ status: 'error', statusCode: 401, message: 'Invalid User' });
    }
  });

  it('answers 401 no_user for a token whose user is gone', async () => {
    const token = await signAccessToken({ secret: t.env.TOKEN_SECRET, userId: 999_999, role: 'customer', sessionId: 'nope' });
    const response = await get('/account/probe', { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('no_user');
  });

  it('answers 401 Invalid User once the session is revoked', async () => {
    const shopper = await signInAs(t.app, 'shopper');
    expect((await get('/account/probe', shopper.headers)).statusCode).toBe(200);
    await t.db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, shopper.sessionId));
    const response = await get('/account/probe', shopper.headers);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid User');
  });

  it('takes the role from the database, not the token', async () => {
    const shopper = await signInAs(t.app, 'shopper');
    const claimsStaff = await signAccessToken({ secret: t.env.TOKEN_SECRET, userId: shopper.userId, role: 'staff', sessionId: shopper.sessionId });
    expect((await get('/admin/probe', { authorization: `Bearer ${claimsStaff}` })).statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, shopper.userId));
    expect(row?.role).toBe('customer');
  });

  it('treats a stale token on an open route as a guest', async () => {
    const guest = await get('/api/probe-optional', { authorization: 'Bearer stale' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data).toBeNull();
    const shopper = await signInAs(t.app, 'shopper');
    expect((await get('/api/probe-optional', shopper.headers)).json().data).toMatchObject({ id: shopper.userId });
  });
});
