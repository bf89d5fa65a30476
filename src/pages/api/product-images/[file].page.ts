import type { NextApiRequest, NextApiResponse } from 'next';
import { forwardUploadedImage } from '@/storefront/lib/forward-image';

/** `GET /api/product-images/<id>.<ext>`: a product photo staff uploaded (the services' `/product-images/*`), for next/image. */
export default function productImage(request: NextApiRequest, response: NextApiResponse) {
  return forwardUploadedImage(request, response, 'product-images');
}
