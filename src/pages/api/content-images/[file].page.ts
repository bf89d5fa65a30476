import type { NextApiRequest, NextApiResponse } from 'next';
import { forwardUploadedImage } from '@/storefront/lib/forward-image';

/** `GET /api/content-images/<id>.<ext>`: a banner image editors uploaded (the services' `/content-images/*`). */
export default function contentImage(request: NextApiRequest, response: NextApiResponse) {
  return forwardUploadedImage(request, response, 'content-images');
}
