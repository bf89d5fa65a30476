import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { Channel, OutboundMessage } from './outbox-schemas';

export interface OutboxRow {
  to: string;
  channel: Channel;
  subject: string;
  body: string;
  createdAt: Date;
}

export async function insertOutboxMessage(executor: Executor, message: OutboundMessage): Promise<void> {
  await executor.insert(outboxMessages).values({
    recipient: message.to,
    channel: message.channel,
    subject: message.subject,
    body: message.body,
  });
}

export interface ListOutboxOptions {
  to: string;
  limit: number;
}

/** Newest first; the id breaks ties between messages written in the same instant. */
export async function listOutboxMessages(db: Database, { to, limit }: ListOutboxOptions): Promise<OutboxRow[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(sql`lower(${outboxMessages.recipient})`, to.toLowerCase()))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
  return rows.map((row) => ({
    to: row.recipient,
    channel: row.channel as Channel,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt,
  }));
}
