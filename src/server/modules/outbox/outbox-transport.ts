import type { Database, Executor } from '../../db/client';
import { insertOutboxMessage } from './outbox-repository';
import type { Channel, OutboundMessage } from './outbox-schemas';

export interface SendOptions {
  /** A transaction to write in, so a message exists only if the work that caused it commits. */
  executor?: Executor;
}

/**
 * Something that delivers messages of some channels. Today only the outbox table; an SMTP
 * transport (nodemailer) and an SMS provider slot in beside it without touching callers.
 */
export interface Transport {
  readonly name: string;
  readonly channels: readonly Channel[];
  send(message: OutboundMessage, options?: SendOptions): Promise<void>;
}

/** Writes every message to `outbox_messages`: the record `/dev/outbox` reads, in every environment. */
export function createOutboxTransport(db: Database): Transport {
  return {
    name: 'outbox',
    channels: ['email', 'sms'],
    send: (message, { executor } = {}) => insertOutboxMessage(executor ?? db, message),
  };
}
