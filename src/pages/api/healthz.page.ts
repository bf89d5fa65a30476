import type { NextApiRequest, NextApiResponse } from 'next';

/** Liveness of the storefront process, for `npm start` and deployments (not locale-routed). */
export default function healthz(_request: NextApiRequest, response: NextApiResponse) {
  response.status(200).json({ status: 'ok' });
}
