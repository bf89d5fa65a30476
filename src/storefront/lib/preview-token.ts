export { verifyPreviewToken } from '@/shared/preview-token';

/** Only a path of this store may follow the switch (no open redirect): `/ae-ar/rings`, never `//evil.example`. */
export const localPath = (path: unknown): string => (typeof path === 'string' && /^\/(?!\/)[^\s\\]*$/.test(path) ? path : '/');
