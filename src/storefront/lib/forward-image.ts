import type { NextApiRequest, NextApiResponse } from 'next';
import { appConfigFromEnv } from '@/storefront/lib/config';

/** The file names the services give uploaded images: `<uuid>.<jpg|png|webp>`. */
const UPLOADED_FILE = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

/**
 * Serves an image the services keep (`<upstream>/<file>`, e.g. `content-images`, `product-images`)
 * under the storefront's own origin, so next/image and the security policy treat it as a local
 * image. (A next.config rewrite would do the same but puts the client-side rewrite resolver into
 * every shopper page's bundle.)
 */
export async function forwardUploadedImage(request: NextApiRequest, response: NextApiResponse, upstream: string) {
  const file = typeof request.query.file === 'string' ? request.query.file : '';
  if (!UPLOADED_FILE.test(file)) return response.status(404).json({ message: 'No such image' });
  const answer = await fetch(`${appConfigFromEnv().storeApiUrl}${upstream}/${file}`).catch(() => null);
  if (!answer?.ok) return response.status(answer?.status === 404 ? 404 : 502).json({ message: answer ? 'No such image' : 'The services did not answer' });
  response.setHeader('Content-Type', answer.headers.get('content-type') ?? 'application/octet-stream');
  response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.send(Buffer.from(await answer.arrayBuffer()));
}
