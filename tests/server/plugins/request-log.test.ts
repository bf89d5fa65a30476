import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, siteHeaders, type TestApp } from '@/tests/server/helpers/test-app';

/** Issue 14: one cheap log line per request (plugins/logger.ts, docs/performance.md#request-logs). */
let t: TestApp;
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream } });
});
afterAll(async () => {
  await t?.close();
});

const linesOf = (requestId: string) => lines.filter((line) => line.reqId === requestId);

describe('request logs', () => {
  it('writes one line per answered request: id, method, URL, status and milliseconds', async () => {
    const response = await t.app.inject({ url: '/api/products/1/', headers: { ...siteHeaders('in-en'), 'x-request-id': 'log-test-1' } });
    expect(response.statusCode).toBe(200);
    const logged = linesOf('log-test-1');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 30, msg: 'request', method: 'GET', url: '/api/products/1/', status: 200 });
    expect(typeof logged[0]!.ms).toBe('number');
  });

  it('a refused request keeps its reason beside the request line', async () => {
    const response = await t.app.inject({ url: '/api/products/999999/', headers: { ...siteHeaders('in-en'), 'x-request-id': 'log-test-2' } });
    expect(response.statusCode).toBe(404);
    const logged = linesOf('log-test-2');
    expect(logged.map((line) => line.msg)).toEqual(['request refused', 'request']);
    expect(logged[1]).toMatchObject({ status: 404 });
  });

  it('writes nothing per request above the info level', async () => {
    const quiet = await createTestApp({ logger: { level: 'warn', stream }, seed: false });
    try {
      await quiet.app.inject({ url: '/healthz', headers: { 'x-request-id': 'log-test-3' } });
      expect(linesOf('log-test-3')).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});
