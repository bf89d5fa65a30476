import { jwtVerify } from 'jose';

/**
 * Preview links (docs/content-editing.md#preview): HS256 tokens the services sign and the storefront's
 * `/api/preview` checks, with the secret both already share (REVALIDATE_SECRET).
 */
export const PREVIEW_AUDIENCE = 'content-preview';

/** The editor a preview token was signed for, or null for a forged, altered, foreign or expired one. */
export async function verifyPreviewToken(secret: string, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { audience: PREVIEW_AUDIENCE, algorithms: ['HS256'] });
    return typeof payload.editor === 'string' ? payload.editor : null;
  } catch {
    return null;
  }
}
