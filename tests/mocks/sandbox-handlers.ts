import { http } from 'msw';
import { anyOrigin } from './lib/route';
import { handleSandboxRequest } from './lib/sandbox-gateway';

/**
 * The sandbox card gateway's HTML pages for msw in Node (the contract suite walks the card flow
 * with them). Kept out of node.ts and the shared handlers on purpose: those are bundled into the
 * storefront's mock mode, and this renders the services' own page (server code). In the browser
 * the e2e fixtures serve the same pages through page.route (e2e/fixtures/checkout.ts).
 */
export const sandboxHandlers = [
  http.all(anyOrigin('/sandbox-pay/:paymentID'), ({ request }) => handleSandboxRequest(request)),
  http.all(anyOrigin('/sandbox-pay/:paymentID/challenge'), ({ request }) => handleSandboxRequest(request)),
];
