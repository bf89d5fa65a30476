import { describe, expect, it } from 'vitest';
import { required, runSteps, type Step } from '@/server/modules/commerce/orders/placing/step-runner';

type Name = 'a' | 'b' | 'c';
interface Log {
  seen: string[];
}

/** A step that records its invoke and compensate in the context, failing or ending the run when told. */
function step(name: Name, how: { fail?: boolean; end?: string; compensateFails?: boolean; noCompensation?: boolean } = {}): Step<Log, Name, string> {
  return {
    name,
    async invoke(log) {
      log.seen.push(`invoke ${name}`);
      if (how.fail) throw new Error(`${name} failed`);
      return how.end === undefined ? undefined : { done: how.end };
    },
    ...(how.noCompensation
      ? {}
      : {
          async compensate(log: Log) {
            log.seen.push(`compensate ${name}`);
            if (how.compensateFails) throw new Error(`${name} could not be undone`);
          },
        }),
  };
}

const finish = (log: Log) => `finished after ${log.seen.length}`;

describe('runSteps', () => {
  it('runs every step in order, calls the boundary hook after each, and returns finish()', async () => {
    const log: Log = { seen: [] };
    const result = await runSteps([step('a'), step('b'), step('c')], log, { finish, after: (name) => void log.seen.push(`after ${name}`) });
    expect(log.seen).toEqual(['invoke a', 'after a', 'invoke b', 'after b', 'invoke c', 'after c']);
    expect(result).toBe('finished after 6');
  });

  it('ends the run at a step that returns a result: no boundary hook for it, no later step, nothing compensated', async () => {
    const log: Log = { seen: [] };
    const result = await runSteps([step('a'), step('b', { end: 'early' }), step('c')], log, { finish, after: (name) => void log.seen.push(`after ${name}`) });
    expect(result).toBe('early');
    expect(log.seen).toEqual(['invoke a', 'after a', 'invoke b']);
  });

  it('compensates the steps already done, in reverse, when a later step throws, and rethrows its error', async () => {
    const log: Log = { seen: [] };
    await expect(runSteps([step('a'), step('b', { noCompensation: true }), step('c', { fail: true })], log, { finish })).rejects.toThrow('c failed');
    expect(log.seen).toEqual(['invoke a', 'invoke b', 'invoke c', 'compensate a']);
  });

  it('counts a step as done when the boundary hook after it throws: its compensation runs first', async () => {
    const log: Log = { seen: [] };
    const after = (name: Name) => {
      if (name === 'b') throw new Error('fault after b');
    };
    await expect(runSteps([step('a'), step('b'), step('c')], log, { finish, after })).rejects.toThrow('fault after b');
    expect(log.seen).toEqual(['invoke a', 'invoke b', 'compensate b', 'compensate a']);
  });

  it('reports a compensation that throws, still runs the others, and rethrows the original error', async () => {
    const log: Log = { seen: [] };
    const failures: string[] = [];
    const run = runSteps([step('a'), step('b', { compensateFails: true }), step('c', { fail: true })], log, {
      finish,
      onCompensationError: (error, name) => failures.push(`${name}: ${(error as Error).message}`),
    });
    await expect(run).rejects.toThrow('c failed');
    expect(log.seen).toEqual(['invoke a', 'invoke b', 'invoke c', 'compensate b', 'compensate a']);
    expect(failures).toEqual(['b: b could not be undone']);
  });
});

describe('required', () => {
  it('returns a value an earlier step set, and names the missing step otherwise', () => {
    expect(required(0, 'a')).toBe(0);
    expect(() => required(undefined, 'priced')).toThrow('The step "priced" must run first');
  });
});
