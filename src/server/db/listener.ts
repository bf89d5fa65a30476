import pg from 'pg';

const RECONNECT_MS = 1_000;

/**
 * LISTEN on a connection of its own: a pooled connection goes back to the pool between queries
 * and would stop hearing. When the connection drops (a server restart, an administrator's
 * terminate) notices may have been missed: `onLost` is told when it drops and again when it
 * listens once more (anything rebuilt in between may have missed one), and the listener
 * reconnects until it is stopped.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotice: (payload: string) => void,
  onLost: () => void = () => undefined,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  /** False until the first LISTEN succeeds; every later one follows a loss. */
  let reconnecting = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotice(message.payload);
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      onLost();
      retry = setTimeout(() => void connect().catch(scheduleRetry), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    // Listening again after a loss: whatever was built while no one listened may have missed a
    // notice committed in between, so it is stale once more.
    if (reconnecting) onLost();
    reconnecting = true;
  };
  const scheduleRetry = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(scheduleRetry), RECONNECT_MS);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}
