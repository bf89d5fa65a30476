import type { NextApiRequest, NextApiResponse } from 'next';
import { appConfigFromEnv } from '@/storefront/lib/config';

/**
 * `GET /api/content-images/<id>.<ext>`: a banner image editors uploaded, fetched from the services
 * (`/content-images/*`) and served under the storefront's own origin, so next/image and the
 * security policy treat it as a local image. (A next.config rewrite would do the same but puts the
 * client-side rewrite resolver into every shopper page's bundle.)
 */
export default async function contentImage(request: NextApiRequest, response: NextApiResponse) {
  const file = typeof request.query.file === 'string' ? request.query.file : '';
  if (!/^[0-9a-f-]{36}\.(jpg|png|webp)$/.test(file)) return response.status(404).json({ message: 'No such image' });
  const upstream = await fetch(`${appConfigFromEnv().storeApiUrl}content-images/${file}`).catch(() => null);
  if (!upstream?.ok) return response.status(upstream?.status === 404 ? 404 : 502).json({ message: upstream ? 'No such image' : 'The services did not answer' });
  response.setHeader('Content-Type', upstream.headers.get('content-type') ?? 'application/octet-stream');
  response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.send(Buffer.from(await upstream.arrayBuffer()));
}
