import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '@/server/db/schema';
import { createNotifier, type OutboundMessage, type Transport } from '@/server/modules/outbox';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.app.notify({ to: 'priya@example.com', channel: 'email', subject: 'Your code', body: 'Code 111111' });
  await t.app.notify({ to: 'priya@example.com', channel: 'email', subject: 'Your order', body: 'Order 42 placed' });
  await t.app.notify({ to: '+919876543210', channel: 'sms', subject: '', body: 'COD code 222222' });
  await t.app.notify({ to: 'someone@example.com', channel: 'email', subject: 'Hello', body: 'Not for Priya' });
});
afterAll(async () => {
  await t?.close();
});

const outbox = (query: string) => t.app.inject({ method: 'GET', url: `/dev/outbox${query}` });

describe('GET /dev/outbox', () => {
  it('lists the messages sent to one address, newest first, in the pinned shape', async () => {
    const response = await outbox('?to=priya@example.com');
    expect(response.statusCode).toBe(200);
    const { messages } = response.json();
    expect(messages.map((message: { subject: string }) => message.subject)).toEqual(['Your order', 'Your code']);
    expect(Object.keys(response.json())).toEqual(['messages']);
    expect(Object.keys(messages[0]).sort()).toEqual(['body', 'channel', 'createdAt', 'subject', 'to']);
    expect(messages[0]).toMatchObject({ to: 'priya@example.com', channel: 'email', body: 'Order 42 placed' });
    expect(new Date(messages[0].createdAt).toISOString()).toBe(messages[0].createdAt);
  });

  it('matches an e-mail address whatever its case', async () => {
    const { messages } = (await outbox('?to=Priya@Example.COM')).json();
    expect(messages).toHaveLength(2);
  });

  it('finds a phone number whether or not its + was encoded', async () => {
    for (const query of ['?to=%2B919876543210', '?to=+919876543210']) {
      const { messages } = (await outbox(query)).json();
      expect(messages).toEqual([expect.objectContaining({ channel: 'sms', body: 'COD code 222222' })]);
    }
  });

  it('answers an empty list for a recipient with no messages', async () => {
    expect((await outbox('?to=nobody@example.com')).json()).toEqual({ messages: [] });
  });

  it.each([['', 'missing'], ['?to=', 'empty'], ['?to=%20%20', 'blank']])('refuses a %s to with 400 naming to', async (query) => {
    const response = await outbox(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().meta.message).toMatch(/^querystring\.to: /);
  });
});

describe('notify', () => {
  it('refuses a message that is not an e-mail or SMS', async () => {
    await expect(t.app.notify({ to: 'a@b.c', channel: 'fax' as never, subject: 's', body: 'b' })).rejects.toThrow();
  });

  it('writes nothing when the transaction it was sent in rolls back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.notify({ to: 'rollback@example.com', channel: 'email', subject: 's', body: 'b' }, { executor: tx });
        throw new Error('order failed');
      }),
    ).rejects.toThrow('order failed');
    expect((await outbox('?to=rollback@example.com')).json().messages).toEqual([]);
  });

  it('hands each message only to the transports of its channel', async () => {
    const sent: string[] = [];
    const transport = (name: string, channels: Transport['channels']): Transport => ({
      name,
      channels,
      send: async (message: OutboundMessage) => {
        sent.push(`${name}:${message.to}`);
      },
    });
    const notify = createNotifier({ transports: [transport('smtp', ['email']), transport('sms-gateway', ['sms'])] });
    await notify({ to: 'a@example.com', channel: 'email', subject: 's', body: 'b' });
    await notify({ to: '+971501234567', channel: 'sms', subject: '', body: 'b' });
    expect(sent).toEqual(['smtp:a@example.com', 'sms-gateway:+971501234567']);
  });
});

describe('GET /dev/outbox outside development', () => {
  // A staging store reachable from outside must not hand out codes and reset links.
  it('is not there on staging', async () => {
    const staging = await createTestApp({ seed: false, env: { APP_ENV: 'staging' } });
    try {
      await staging.app.notify({ to: 'priya@example.com', channel: 'email', subject: 'Your code', body: 'Code 111111' });
      const response = await staging.app.inject({ method: 'GET', url: '/dev/outbox?to=priya@example.com' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('111111');
    } finally {
      await staging.close();
    }
  });

  it('is not there in production, while notify still records messages', async () => {
    const production = await createTestApp({ seed: false, env: { APP_ENV: 'production' } });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/dev/outbox?to=priya@example.com' });
      expect(response.statusCode).toBe(404);
      await production.app.notify({ to: 'priya@example.com', channel: 'email', subject: 's', body: 'b' });
      expect(await production.db.select().from(outboxMessages)).toHaveLength(1);
    } finally {
      await production.close();
    }
  });
});
