import dynamic, { type DynamicOptionsLoadingProps } from 'next/dynamic';
import { type ComponentType, useEffect } from 'react';
import { useHydrated } from '@/storefront/app/use-hydrated';

/** The first wait before code that failed to load is loaded again, and the longest. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export interface BrowserOnlyOptions {
  /** What stands in its place on the server, while the page hydrates and until the code arrives. */
  loading?: ComponentType;
}

/**
 * A part drawn only in the browser, its code a chunk of its own (what `next/dynamic` with
 * `ssr: false` does), that never changes the page while it hydrates (docs/shopper-grade.md,
 * "Typing while the page hydrates").
 *
 * `next/dynamic` alone draws the part as soon as its code has arrived, and reads that during
 * hydration too. React hydrates our pages in slices (a transition, docs/page-speed.md, "Ninth
 * round"); a key pressed meanwhile makes it hydrate the page again at once, from the top. If the
 * code arrived in between, that second pass draws the part where the server's HTML has its
 * placeholder: React finds HTML that does not match (#418), throws the server's HTML away and
 * draws the whole page anew. The box the shopper was typing in is replaced by an empty one and the
 * focus falls to the page: a slow phone lost the e-mail typed on the sign-in page that way.
 *
 * Here the placeholder stays for every hydration pass (`useHydrated` is false until hydration
 * has committed) and the part is drawn just after. Its code still starts loading during
 * hydration, as before.
 */
export function browserOnly<P extends object>(load: () => Promise<ComponentType<P>>, { loading: Loading }: BrowserOnlyOptions = {}): ComponentType<P> {
  // Code that could not be loaded (a phone that lost its connection: the account menu tapped
  // offline stayed empty for good) is loaded again once the browser is back online, or after a
  // wait that doubles (docs/shopper-grade.md, "A press without a connection").
  let failures = 0;
  function LoadingOrRetry({ error, retry }: DynamicOptionsLoadingProps) {
    useEffect(() => {
      if (!error || !retry) return;
      failures += 1;
      if (navigator.onLine === false) {
        window.addEventListener('online', retry, { once: true });
        return () => window.removeEventListener('online', retry);
      }
      const timer = setTimeout(retry, Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (failures - 1)));
      return () => clearTimeout(timer);
    }, [error, retry]);
    return Loading ? <Loading /> : null;
  }
  const Part = dynamic(load, { ssr: false, loading: LoadingOrRetry });
  let started = false;
  function BrowserOnly(props: P) {
    const hydrated = useHydrated();
    if (hydrated) return <Part {...props} />;
    if (typeof window !== 'undefined' && !started) {
      started = true;
      load().catch(() => undefined);
    }
    return Loading ? <Loading /> : null;
  }
  return BrowserOnly;
}
