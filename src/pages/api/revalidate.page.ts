import type { NextApiRequest, NextApiResponse } from 'next';
import { revalidatePaths } from '@/storefront/lib/revalidate';
import { expandLocalePaths } from '@/storefront/modules/seo/locale-paths';

/**
 * On-demand revalidation, for the services when content changes (their STOREFRONT_URL):
 * `POST /api/revalidate` with header `x-revalidate-secret: <REVALIDATE_SECRET>` and
 * `{ "paths": ["/rings", "/in-hi/rings"] }`. A path without locale is regenerated in every locale.
 */
export default function revalidate(request: NextApiRequest, response: NextApiResponse) {
  return revalidatePaths(request, response, { expand: expandLocalePaths });
}
