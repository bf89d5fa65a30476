import type { NextApiRequest, NextApiResponse } from 'next';
import { serverSettings } from '@/storefront/lib/config';
import { localPath, verifyPreviewToken } from '@/storefront/lib/preview-token';

/**
 * `GET /api/preview?token=…&path=/ae-ar`: a signed preview link (docs/content-editing.md#preview).
 * A valid, unexpired token turns Draft Mode on for this browser (Next's `__prerender_bypass`
 * cookie) and goes to the page; anything else is refused and changes nothing.
 */
export default async function preview(request: NextApiRequest, response: NextApiResponse) {
  response.setHeader('Cache-Control', 'private, no-store');
  response.setHeader('X-Robots-Tag', 'noindex, nofollow');
  const secret = serverSettings().revalidateSecret;
  const token = typeof request.query.token === 'string' ? request.query.token : '';
  if (!secret || !token || !(await verifyPreviewToken(secret, token))) {
    return response.status(401).json({ message: 'This preview link is not valid or has expired: ask for a new one in the content workspace.' });
  }
  response.setDraftMode({ enable: true });
  response.redirect(307, localPath(request.query.path));
}
