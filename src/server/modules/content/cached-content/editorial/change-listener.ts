import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { CONTENT_CHANGED_CHANNEL } from './publish-effects';

/**
 * Listens for published content keys from every services process (PostgreSQL LISTEN on one
 * dedicated connection, not a pooled one) and hands each key to `onKey`, which drops it from this
 * process's cache. The embedded database serves one process only, so it needs no listener.
 * Reconnects after a lost connection. Returns the stop function.
 */
export function listenForContentChanges({ databaseUrl, log, onKey }: { databaseUrl: string; log: FastifyBaseLogger; onKey: (key: string) => Promise<void> }): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === CONTENT_CHANGED_CHANNEL && message.payload) void onKey(message.payload).catch((error: unknown) => log.warn({ err: error }, 'could not drop a changed content key'));
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'content change listener lost its connection; reconnecting');
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), 2_000);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANGED_CHANNEL}`);
      client = next;
    } catch (error) {
      log.warn({ err: error }, 'content change listener could not connect; retrying');
      if (!stopped) retry = setTimeout(() => void connect(), 2_000);
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
