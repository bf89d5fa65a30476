import { mockSign } from './payment-signing';

/**
 * The link to the mock sandbox card page (lib/sandbox-gateway.ts) that the mock `postorders`
 * answers as `redirectUrl`: the services' `/sandbox-pay/{paymentID}` plus the order's number,
 * amount, language and return URL, signed, because the page is stateless (see there).
 * Isomorphic: the browser's msw worker makes these links.
 */
export const SANDBOX_PATH = '/sandbox-pay';

export interface SandboxLinkContext {
  orderID: number;
  orderNumber: string;
  amountText: string;
  languageCode: string;
  returnUrl: string;
}

function encodeContext(context: SandboxLinkContext): string {
  const json = JSON.stringify(context);
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeContext(encoded: string): SandboxLinkContext | null {
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as SandboxLinkContext;
  } catch {
    return null;
  }
}

/** The link the mock `postorders` answers as `redirectUrl` (isomorphic: made in the browser worker too). */
export async function sandboxLink(servicesOrigin: string, paymentID: string, context: SandboxLinkContext): Promise<string> {
  const c = encodeContext(context);
  const s = await mockSign(`ctx|${paymentID}|${c}`);
  return `${servicesOrigin.replace(/\/+$/, '')}${SANDBOX_PATH}/${encodeURIComponent(paymentID)}?${new URLSearchParams({ c, s })}`;
}

