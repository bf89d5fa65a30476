import { bypass, http } from 'msw';
import { ACCOUNT_MESSAGES } from '@/shared/account-messages';
import { hasPermission } from '@/shared/roles';
import { userOfBearer } from '../lib/account-session';
import { withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { MockHttpError } from '../lib/respond';
import { RELAYED_EDITOR_HEADER } from './content-editing';

/**
 * Mock mode in the browser (tests/mocks/browser.ts only): the content the shopper's pages render
 * lives in ONE store, the storefront server's mocks, so what an editor drafts, publishes or rolls
 * back in the browser is what server-rendered pages and previews show. The worker therefore does
 * not answer `/admin/content/*` and `/api/redis/*` itself: it relays them to the storefront's
 * same-origin route `/api/mock-services/…` (mock builds only), whose server-side msw answers them
 * with the handlers of content.ts and content-editing.ts (answers checked with the shared schemas
 * there). Sessions live in the browser's account mocks, so the worker checks the editor's bearer
 * here (401, 403 as the services word them) and passes on who it is (RELAYED_EDITOR_HEADER).
 */
export const MOCK_RELAY_PATH = '/api/mock-services';

/** The same-origin URL of a services call, e.g. `/api/mock-services/admin/content/overview?kind=menu`. */
export function relayUrl(serviceUrl: string, origin: string): string {
  const url = new URL(serviceUrl);
  return `${origin}${MOCK_RELAY_PATH}${url.pathname}${url.search}`;
}

async function relay(request: Request, editorEmail: string | null): Promise<Response> {
  const headers = new Headers();
  for (const name of ['content-type', 'authorization', 'x-preview-secret']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (editorEmail) headers.set(RELAYED_EDITOR_HEADER, editorEmail);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  // bypass(): the relayed call must leave the page, not come back to this worker.
  const answer = await fetch(bypass(new Request(relayUrl(request.url, location.origin), { method: request.method, headers, body })));
  return new Response(await answer.arrayBuffer(), { status: answer.status, headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' } });
}

function editorOf(request: Request): string {
  const caller = userOfBearer(request)!;
  if (!hasPermission(caller.user.role, 'content')) throw new MockHttpError(403, ACCOUNT_MESSAGES.editorsOnly);
  return caller.user.email;
}

export const serverRelayHandlers = [
  http.all(anyOrigin('/admin/content/*'), withEnvelope('commerce', async ({ request }) => relay(request, editorOf(request)))),
  http.get(anyOrigin('/api/redis/:key'), ({ request }) => relay(request, null)),
];
