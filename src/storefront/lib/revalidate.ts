import type { NextApiRequest, NextApiResponse } from 'next';
import { serverSettings } from './config';
import { refreshEdge } from './edge-refresh';

const MAX_PATHS = 200;

export interface RevalidatePathsOptions {
  /** Turns one requested path into the pages to regenerate (e.g. the same path in every locale). */
  expand?: (path: string) => string[];
}

/** Regenerates the given ISR pages now instead of at their next 60 s revalidation. */
export async function revalidatePaths(request: NextApiRequest, response: NextApiResponse, { expand }: RevalidatePathsOptions = {}) {
  response.setHeader('Cache-Control', 'no-store');
  if (request.method !== 'POST') {
    response.setHeader('Allow', 'POST');
    return response.status(405).json({ message: 'Use POST' });
  }
  const { revalidateSecret: secret, edgeUrl } = serverSettings();
  if (!secret) return response.status(503).json({ message: 'REVALIDATE_SECRET is not set' });
  if (request.headers['x-revalidate-secret'] !== secret) return response.status(401).json({ message: 'Invalid revalidate secret' });

  const paths: unknown = (request.body as { paths?: unknown } | undefined)?.paths;
  if (!Array.isArray(paths) || paths.length === 0 || paths.length > MAX_PATHS || !paths.every((path) => typeof path === 'string' && path.startsWith('/'))) {
    return response.status(400).json({ message: `body.paths: a list of 1 to ${MAX_PATHS} paths starting with /` });
  }

  const pages = [...new Set((paths as string[]).flatMap((path) => (expand ? expand(path) : [path])))];
  const outcomes = await Promise.allSettled(pages.map((path) => response.revalidate(path)));
  const failed = pages.filter((_path, index) => outcomes[index]!.status === 'rejected');
  const revalidated = pages.filter((path) => !failed.includes(path));
  // Behind the caching edge the regenerated pages replace its copies (docs/edge.md).
  const edgeFailed = edgeUrl && revalidated.length > 0 ? await refreshEdge({ edgeUrl, secret, pages: revalidated }) : [];
  return response.status(200).json({ revalidated, failed, ...(edgeUrl ? { edgeFailed } : {}) });
}
