import { describe, expect, it } from 'vitest';
import { createDomainEvents } from '@/server/lib/domain-events';

interface TestEvents {
  settled: { log: string[]; id: number };
  failed: { log: string[] };
}

describe('createDomainEvents', () => {
  it('runs the handlers one after another, in subscription order, each awaited before the next', async () => {
    const events = createDomainEvents<TestEvents>('test');
    events.on('settled', async ({ log, id }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`first ${id}`);
    });
    events.on('settled', async ({ log, id }) => {
      log.push(`second ${id}`);
    });
    const log: string[] = [];
    await events.emit('settled', { log, id: 7 });
    expect(log).toEqual(['first 7', 'second 7']);
  });

  it('keeps a handler subscribed twice once, and unsubscribes it', async () => {
    const events = createDomainEvents<TestEvents>('test');
    const handler = async ({ log }: { log: string[] }) => {
      log.push('ran');
    };
    events.on('failed', handler);
    const unsubscribe = events.on('failed', handler);
    const log: string[] = [];
    await events.emit('failed', { log });
    expect(log).toEqual(['ran']);
    unsubscribe();
    await expect(events.emit('failed', { log })).rejects.toThrow('Nothing handles the test event failed');
  });

  it('throws when nothing is subscribed, and passes a handler failure to the emitter, skipping later handlers', async () => {
    const events = createDomainEvents<TestEvents>('test');
    await expect(events.emit('settled', { log: [], id: 1 })).rejects.toThrow('Nothing handles the test event settled');
    events.on('settled', async () => {
      throw new Error('the order is gone');
    });
    events.on('settled', async ({ log }) => {
      log.push('must not run');
    });
    const log: string[] = [];
    await expect(events.emit('settled', { log, id: 1 })).rejects.toThrow('the order is gone');
    expect(log).toEqual([]);
  });
});
