import type { Database } from '../../db/client';
import { listOutboxMessages } from './outbox-repository';
import { OutboundMessage, type OutboxListing } from './outbox-schemas';
import type { SendOptions, Transport } from './outbox-transport';

export type Notify = (message: OutboundMessage, options?: SendOptions) => Promise<void>;

export interface CreateNotifierOptions {
  transports: Transport[];
}

/**
 * Builds `notify`: validates the message and hands it to every transport serving its channel,
 * in order. A transport that fails fails the call, so a caller inside a transaction rolls back
 * rather than pretending an OTP was sent.
 */
export function createNotifier({ transports }: CreateNotifierOptions): Notify {
  return async (message, options) => {
    const parsed = OutboundMessage.parse(message);
    for (const transport of transports) {
      if (transport.channels.includes(parsed.channel)) await transport.send(parsed, options);
    }
  };
}

export interface ListOutboxOptions {
  db: Database;
  to: string;
}

/** The last 100 messages sent to one address or phone, newest first (for `/dev/outbox`). */
export async function listOutbox({ db, to }: ListOutboxOptions): Promise<OutboxListing> {
  const rows = await listOutboxMessages(db, { to, limit: 100 });
  return { messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
