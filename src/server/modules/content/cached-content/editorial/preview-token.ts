import { jwtVerify, SignJWT } from 'jose';

/**
 * Signed preview links (docs/content-editing.md#preview): an HS256 token with the editor and an
 * expiry, signed with REVALIDATE_SECRET, the secret the services and the storefront already share.
 * The storefront's `/api/preview` checks it (src/storefront/lib/preview-token.ts) before turning
 * Draft Mode on; the token is good for an hour, or a day when shared with a colleague.
 */
export const PREVIEW_AUDIENCE = 'content-preview';
export const PREVIEW_TTL_SECONDS = { own: 3600, shared: 86_400 } as const;

export async function signPreviewToken({ secret, editor, share, now = new Date() }: { secret: string; editor: string; share: boolean; now?: Date }) {
  const ttl = share ? PREVIEW_TTL_SECONDS.shared : PREVIEW_TTL_SECONDS.own;
  const expiresAt = new Date(now.getTime() + ttl * 1000);
  const token = await new SignJWT({ editor })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(PREVIEW_AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
  return { token, expiresAt };
}

/** For tests: the editor named by a valid token, else null. */
export async function verifyPreviewToken(secret: string, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { audience: PREVIEW_AUDIENCE, algorithms: ['HS256'] });
    return typeof payload.editor === 'string' ? payload.editor : null;
  } catch {
    return null;
  }
}
