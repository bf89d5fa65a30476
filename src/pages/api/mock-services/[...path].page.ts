import { relayToServerMocks } from '@/storefront/lib/mock-relay';

/** Mock builds only: the browser worker's content calls, answered by the server's mocks (src/storefront/lib/mock-relay.ts). */
export const config = { api: { bodyParser: false } };

export default relayToServerMocks;
