import { useEffect, useMemo, useState } from 'react';
import { useAppSelector, useCurrentStore } from '@/storefront/app/use-app-selector';
import { whenIdle } from '@/storefront/lib/when-idle';

/* eslint-disable @typescript-eslint/no-explicit-any -- RTK Query's own thunks and selectors name their store loosely */
interface QueryResult<Data> {
  status: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
  data?: Data;
  error?: unknown;
}
/** An RTK Query query endpoint (`api.endpoints.x`), as far as subscribing to it and reading it goes. */
export interface QueryEndpoint<Arg, Data> {
  initiate: (arg: Arg, options?: { forceRefetch?: boolean }) => any;
  select: (arg: Arg) => (state: any) => QueryResult<Data>;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface DeferredQueryOptions {
  /** Load the call's code when the browser is next idle rather than at once (a read the first paint does not need). */
  idle?: boolean;
  /** Raising it asks again for the same argument (a lazy query's trigger pressed twice). */
  attempt?: number;
}

export interface DeferredQueryState<Data> {
  data: Data | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * A query whose code loads when it is first wanted (docs/page-speed.md, "Fifth round"): `load`
 * imports the module that injects the endpoint, and with it RTK Query, the re-authenticating base
 * query and Redux Toolkit's store (which takes over from a shell store, app/shell-store.ts); the
 * query is then RTK Query's cache entry, subscribed while the component shows it, as the
 * `useXQuery` hook gave it. `arg` null skips. `load` must be the same function on every render:
 * declare it at module level.
 */
export function useDeferredQuery<Arg, Data>(load: () => Promise<QueryEndpoint<Arg, Data>>, arg: Arg | null, options: DeferredQueryOptions = {}): DeferredQueryState<Data> {
  const { idle = false, attempt = 0 } = options;
  const store = useCurrentStore();
  const [endpoint, setEndpoint] = useState<QueryEndpoint<Arg, Data> | null>(null);
  const wanted = arg !== null;
  const key = JSON.stringify(arg);

  // The call's code could not be loaded (a phone that lost its connection): the query failed as a
  // call the network failed does, and asking again (another argument or attempt) loads it again.
  const asking = `${key}#${attempt}`;
  const [codeFailedFor, setCodeFailedFor] = useState<{ asking: string; error: unknown } | null>(null);
  const codeFailed = codeFailedFor?.asking === asking;

  useEffect(() => {
    if (!wanted || endpoint || codeFailed) return;
    let current = true;
    const start = () =>
      void load().then(
        (loaded) => current && setEndpoint(() => loaded),
        (error: unknown) => current && setCodeFailedFor({ asking, error: { status: 'FETCH_ERROR', error: String(error) } }),
      );
    const cancel = idle ? whenIdle(start) : (start(), undefined);
    return () => {
      current = false;
      cancel?.();
    };
  }, [wanted, endpoint, load, idle, codeFailed, asking]);

  useEffect(() => {
    if (!endpoint || key === 'null') return;
    // Loading the endpoint loaded store.ts: this is Redux Toolkit's store now (app/shell-store.ts).
    const subscription = store.dispatch(endpoint.initiate(JSON.parse(key) as Arg, { forceRefetch: attempt > 0 })) as { unsubscribe: () => void };
    return () => subscription.unsubscribe();
  }, [endpoint, key, attempt, store]);

  const select = useMemo(() => (endpoint && key !== 'null' ? endpoint.select(JSON.parse(key) as Arg) : null), [endpoint, key]);
  // state.api is there once the endpoint's module has loaded (store.ts's attachApi), which `select` waits for.
  const result = useAppSelector((state) => (select ? select(state) : undefined));
  if (wanted && codeFailed) return { data: undefined, isFetching: false, isError: true, error: codeFailedFor.error };
  return {
    data: result?.data,
    isFetching: wanted && (!result || result.status === 'pending' || result.status === 'uninitialized'),
    isError: result?.status === 'rejected',
    error: result?.error,
  };
}
