import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { useHydrated } from '@/storefront/app/use-hydrated';

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
  // No `loading: undefined`: it would replace next/dynamic's own (nothing) with no component at all.
  const Part = Loading ? dynamic(load, { ssr: false, loading: () => <Loading /> }) : dynamic(load, { ssr: false });
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
