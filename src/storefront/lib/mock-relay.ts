import type { NextApiRequest, NextApiResponse } from 'next';
import { appConfigFromEnv, serverSettings } from './config';
import { ensureServerMocks } from './server-mocking';

/**
 * Mock mode's one content store (docs/content-editing.md#mock-mode): the browser's msw worker relays
 * the editors' calls and content reads here (`/api/mock-services/admin/content/…`,
 * `/api/mock-services/api/redis/{key}`), and this route asks the storefront server's own mocks, the
 * ones its pages render from. After a publish or rollback it regenerates the pages the mocks name,
 * standing in for the services' call to /api/revalidate. Outside mock builds it answers 404.
 */
const RELAYED = /^(admin\/content\/|api\/redis\/)/;
/** What the worker passes on: the body's type, the bearer, and who the editor is (checked in the browser). */
const PASSED_HEADERS = ['content-type', 'authorization', 'x-mock-editor'];
const PUBLISHING = /^admin\/content\/items\/[^/]+\/(publish|rollback)$/;

const failure = (status: number, message: string) => ({ meta: { responsecode: status, status: 'Failure', message }, data: null });

async function rawBody(request: NextApiRequest): Promise<Blob | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return new Blob(chunks.map((chunk) => new Uint8Array(chunk)));
}

export async function relayToServerMocks(request: NextApiRequest, response: NextApiResponse) {
  response.setHeader('Cache-Control', 'private, no-store');
  response.setHeader('X-Robots-Tag', 'noindex, nofollow');
  const segments = request.query.path;
  const path = Array.isArray(segments) ? segments.join('/') : '';
  if (!serverSettings().apiMocking || !RELAYED.test(path)) return response.status(404).json(failure(404, 'Not found'));
  await ensureServerMocks();

  const search = request.url?.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const method = request.method ?? 'GET';
  let answer: Response;
  try {
    answer = await fetch(`${appConfigFromEnv().storeApiUrl}${path}${search}`, { method, headers, body: await rawBody(request) });
  } catch {
    // An unmocked call (banner upload): msw refuses it in Node (onUnhandledRequest: 'error').
    return response.status(501).json(failure(501, `Mock mode does not answer ${method} /${path}`));
  }
  const text = await answer.text();
  if (answer.ok && method === 'POST' && PUBLISHING.test(path)) await regenerate(response, text);
  response.status(answer.status).setHeader('Content-Type', answer.headers.get('content-type') ?? 'application/json');
  return response.send(text);
}

/** Regenerates the ISR pages the mocks' publish answer names (`data.revalidatedPaths`), as the services would ask. */
async function regenerate(response: NextApiResponse, answer: string): Promise<void> {
  const paths = ((JSON.parse(answer) as { data?: { revalidatedPaths?: unknown } }).data?.revalidatedPaths ?? []) as string[];
  await Promise.allSettled(paths.map((path) => response.revalidate(path)));
}
