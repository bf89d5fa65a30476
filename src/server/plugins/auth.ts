import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_MESSAGES } from '@/shared/account-messages';
import { AUTH_MESSAGES } from '@/shared/constants';
import { hasPermission, type Permission, parseRole } from '@/shared/roles';
import { AppError } from '../lib/app-error';
import { type Role, verifyAccessToken } from '../modules/account/session/access-token';
import { findSessionRow, findUserRow } from '../modules/account/session/session-repository';

/** Who is calling, once a bearer token was verified against the database. */
export interface AuthUser {
  id: number;
  role: Role;
  sessionId: string;
  email: string | null;
  phone: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`, a permission's preHandler or `optionalUser`; null for a guest. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireStaff: (request: FastifyRequest) => Promise<void>;
    requireEditor: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    optionalUser: (request: FastifyRequest) => Promise<void>;
  }
}

const invalidUser = () => new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidUser);

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The caller of a request with a bearer token: null without one; 401 'Invalid User' for a forged,
 * expired or revoked one; 401 'no_user' when its user no longer exists (docs/requirements/service-contract.md#envelopes).
 * The role comes from the database, so a demoted staff member loses staff routes at once.
 */
export function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
  // Once per request: the cart-owner guard and the route's own preHandler both ask (docs/performance.md).
  let answer = authenticated.get(request);
  if (!answer) {
    answer = authenticateOnce(request);
    authenticated.set(request, answer);
  }
  return answer;
}

const authenticated = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

async function authenticateOnce(request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerOf(request);
  if (token === null) {
    if (request.headers.authorization !== undefined) throw invalidUser();
    return null;
  }
  const { db, env } = request.server;
  const claims = await verifyAccessToken({ secret: env.TOKEN_SECRET, token });
  if (!claims) throw invalidUser();
  const user = await findUserRow(db, claims.userId);
  if (!user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.noUser);
  const session = await findSessionRow(db, claims.sessionId);
  if (!session || session.userId !== user.id || session.revokedAt || session.expiresAt.getTime() <= Date.now()) throw invalidUser();
  return { id: user.id, role: parseRole(user.role), sessionId: session.id, email: user.email, phone: user.phone };
}

/** preHandler: a signed-in user of any role, else 401 'Invalid User'. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const user = await authenticate(request);
  if (!user) throw invalidUser();
  request.user = user;
}

const PERMISSION_REFUSED: Record<Permission, string> = {
  operations: ACCOUNT_MESSAGES.staffOnly,
  content: ACCOUNT_MESSAGES.editorsOnly,
  people: ACCOUNT_MESSAGES.adminsOnly,
};

/** A preHandler that lets through the roles holding `permission` (docs/requirements/roles.md): 401 without a valid token, 403 for anyone else. */
export function requirePermission(permission: Permission) {
  return async function requireRole(request: FastifyRequest): Promise<void> {
    await requireUser(request);
    if (!request.user || !hasPermission(request.user.role, permission)) throw new AppError('FORBIDDEN', PERMISSION_REFUSED[permission]);
  };
}

/** Operations (orders, returns, rates, products, promotions, reviews, customers): staff and admins. */
export const requireStaff = requirePermission('operations');
/** Content (drafts, preview, publish): editors and admins. */
export const requireEditor = requirePermission('content');
/** People (staff accounts, roles, the audit log): admins. */
export const requireAdmin = requirePermission('people');

/**
 * preHandler for routes open to guests: a valid token sets `request.user`; a missing or stale
 * one leaves a guest (a stale token must not break a guest's browsing). Routes that find the
 * resource belongs to a user then answer 401 themselves, which makes the storefront refresh.
 */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  try {
    request.user = await authenticate(request);
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 401) throw error;
    request.user = null;
  }
}

/** Bearer authentication for every module: `{ preHandler: app.requireStaff }` on a route. */
async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorate('requireUser', requireUser);
  app.decorate('requireStaff', requireStaff);
  app.decorate('requireEditor', requireEditor);
  app.decorate('requireAdmin', requireAdmin);
  app.decorate('optionalUser', optionalUser);
}

export default fp(authPlugin, { name: 'auth' });
