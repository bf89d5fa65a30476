import type { NextApiRequest, NextApiResponse } from 'next';
import { localPath } from '@/storefront/lib/preview-token';

/** `GET /api/preview/exit?path=/ae-ar`: Draft Mode off for this browser, back to the published page. */
export default function exitPreview(request: NextApiRequest, response: NextApiResponse) {
  response.setHeader('Cache-Control', 'private, no-store');
  response.setDraftMode({ enable: false });
  response.redirect(307, localPath(request.query.path));
}
