import type { NextApiRequest, NextApiResponse } from 'next';
import { revalidatePaths } from '@/storefront/lib/revalidate';

/**
 * On-demand revalidation, for the services when content changes (their STOREFRONT_URL):
 * `POST /api/revalidate` with header `x-revalidate-secret: <REVALIDATE_SECRET>` and
 * `{ "paths": ["/in-en", "/in-hi/rings"] }`.
 */
export default function revalidate(request: NextApiRequest, response: NextApiResponse) {
  return revalidatePaths(request, response);
}
