import { jwtVerify } from 'jose';

/** Must match the services' signer (src/server/modules/content/cached-content/editorial/preview-token.ts). */
const PREVIEW_AUDIENCE = 'content-preview';

/** The editor a preview link was signed for, or null for a forged, altered or expired link. */
export async function verifyPreviewToken(secret: string, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { audience: PREVIEW_AUDIENCE, algorithms: ['HS256'] });
    return typeof payload.editor === 'string' ? payload.editor : null;
  } catch {
    return null;
  }
}

/** Only a path of this store may follow the switch (no open redirect): `/ae-ar/rings`, never `//evil.example`. */
export const localPath = (path: unknown): string => (typeof path === 'string' && /^\/(?!\/)[^\s\\]*$/.test(path) ? path : '/');
