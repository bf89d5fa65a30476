// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDeferredMutation } from '@/storefront/api/deferred-mutation';
import { type QueryEndpoint, useDeferredQuery } from '@/storefront/api/deferred-query';
import { makeStore } from '@/storefront/app/store';
import { laterModule } from '@/storefront/modules/common/later-module';

/**
 * Code a press loads, when the phone has lost its connection (docs/shopper-grade.md, "A press without
 * a connection"): the bundler's import rejects (ChunkLoadError). What was pressed must end, say so as
 * a call that got no answer, and load the code again at the next press.
 */
const chunkLoadError = () => Object.assign(new Error('Failed to load chunk /_next/static/chunks/x.js'), { name: 'ChunkLoadError' });

afterEach(() => cleanup());

function withStore() {
  const { store } = makeStore();
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
}

describe('code that could not be loaded', () => {
  it('laterModule keeps no failed import: the next load tries again', async () => {
    const importModule = vi.fn().mockRejectedValueOnce(chunkLoadError()).mockResolvedValueOnce({ ready: true });
    const later = laterModule(importModule);
    await expect(later.load()).rejects.toThrow('Failed to load chunk');
    expect(later.current()).toBeUndefined();
    await expect(later.load()).resolves.toEqual({ ready: true });
    expect(later.current()).toEqual({ ready: true });
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('a deferred mutation whose code cannot load answers as a call the network failed, and is no longer busy', async () => {
    const load = vi.fn().mockRejectedValue(chunkLoadError());
    const { result } = renderHook(() => useDeferredMutation(load), { wrapper: withStore() });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current[0]({});
    });
    expect(outcome).toEqual({ error: { status: 'FETCH_ERROR', error: expect.stringContaining('Failed to load chunk') } });
    expect(result.current[1].isLoading).toBe(false);
  });

  it('a deferred query whose code cannot load fails, and asking again loads its code again', async () => {
    const load = vi.fn<() => Promise<QueryEndpoint<{ pin: string }, string>>>().mockRejectedValue(chunkLoadError());
    const { result, rerender } = renderHook(({ attempt }) => useDeferredQuery(load, { pin: '400001' }, { attempt }), { wrapper: withStore(), initialProps: { attempt: 0 } });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isFetching).toBe(false);
    expect(result.current.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ attempt: 1 });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
