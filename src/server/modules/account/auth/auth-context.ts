import type { Database } from '../../../db/client';
import type { Notify } from '../../outbox';

/** What every sign-in operation needs: the database, the notifier, the token secret and who calls. */
export interface AuthContext {
  db: Database;
  notify: Notify;
  secret: string;
  /** The caller's address, for the per-address limits; null when they do not apply. */
  ip: string | null;
  /** The device id (`systemID` header), kept on the session. */
  systemId: string | null;
  /** Where reset links point (STOREFRONT_URL). */
  storefrontUrl: string;
  /** The language codes and reset links are written in: the request's `Accept-Language` (`en` without one). */
  languageCode: string;
}
