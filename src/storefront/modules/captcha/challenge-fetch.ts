import { HEADER_NAMES } from '@/shared/constants';
import { whenMocksReady } from '@/storefront/lib/browser-mocking';
import { getDeviceId } from '@/storefront/lib/device-id';

/**
 * ALTCHA's widget fetches its challenge itself. The account service answers in its envelope
 * (`responseBody`), and account calls carry the device id, so the widget is given this fetch:
 * it adds `systemID` and hands the widget the bare challenge. Like the base query, it waits for
 * the msw worker in mock builds: the widget asks as soon as the page loads, and a request sent
 * before the worker listens would leave for a host that does not exist ("Verification failed").
 */
export async function fetchAltchaChallenge(url: string, init?: RequestInit): Promise<Response> {
  await whenMocksReady();
  const headers = new Headers(init?.headers);
  headers.set(HEADER_NAMES.systemId, await getDeviceId());
  const response = await fetch(url, { ...init, headers });
  const body: unknown = await response.json();
  const challenge = body && typeof body === 'object' && 'responseBody' in body ? (body as { responseBody: unknown }).responseBody : body;
  return new Response(JSON.stringify(challenge), { status: response.status, headers: { 'content-type': 'application/json' } });
}
