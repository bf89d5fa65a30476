import { errors, jwtVerify, SignJWT } from 'jose';
import { parseRole, type Role } from '@/shared/roles';

/** Access tokens live this long; the storefront refreshes them with the refresh token. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'aurum-services';
const AUDIENCE = 'aurum-storefront';

export type { Role };

export interface AccessClaims {
  userId: number;
  role: Role;
  sessionId: string;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export interface SignAccessTokenOptions extends AccessClaims {
  secret: string;
  /** Seconds from now; tests shorten it to prove that expiry is enforced. */
  ttlSeconds?: number;
}

/** HS256 JWT: sub = user id, role, sid = session (the refresh-token family). */
export async function signAccessToken({ secret, userId, role, sessionId, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS }: SignAccessTokenOptions): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(keyOf(secret));
}

export interface VerifyAccessTokenOptions {
  secret: string;
  token: string;
  /** The refresh call accepts an expired access token: it only proves which session asks. */
  allowExpired?: boolean;
}

/** The claims of a genuine token, or null for anything forged, malformed or (unless allowed) expired. */
export async function verifyAccessToken({ secret, token, allowExpired = false }: VerifyAccessTokenOptions): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      // jose checks exp against now minus the tolerance; a huge tolerance accepts an expired token.
      clockTolerance: allowExpired ? 10 * 365 * 24 * 3600 : 5,
    });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    const role = payload.role;
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== 'string' || parseRole(role) !== role) return null;
    return { userId, role: parseRole(role), sessionId };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
