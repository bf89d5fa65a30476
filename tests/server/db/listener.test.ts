import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { listenOnPostgres } from '@/server/db/listener';

/**
 * The dedicated LISTEN connection (src/server/db/listener.ts): when PostgreSQL ends it, the
 * listener says the notices may have been missed, says so again once it listens anew (anything
 * rebuilt in between may have missed one), and hears notices after that. PostgreSQL only.
 */
const onPostgres = process.env.TEST_DATABASE === 'postgres';
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CHANNEL = `listener_test_${process.pid}`;
const stops: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
});

async function query(text: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

const waitFor = async (check: () => boolean, ms = 8_000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
};

describe.skipIf(!onPostgres)('listenOnPostgres', () => {
  it('reports a lost connection twice (dropped, listening again) and hears notices after reconnecting', async () => {
    const heard: string[] = [];
    let lost = 0;
    stops.push(await listenOnPostgres(url, CHANNEL, (payload) => heard.push(payload), () => (lost += 1)));

    await query('select pg_notify($1, $2)', [CHANNEL, 'before']);
    expect(await waitFor(() => heard.includes('before'))).toBe(true);
    expect(lost).toBe(0);

    await query(`select pg_terminate_backend(pid) from pg_stat_activity where query like $1 and pid <> pg_backend_pid()`, [`LISTEN "${CHANNEL}"%`]);
    expect(await waitFor(() => lost === 2)).toBe(true);

    await query('select pg_notify($1, $2)', [CHANNEL, 'after']);
    expect(await waitFor(() => heard.includes('after'))).toBe(true);
  });
});
