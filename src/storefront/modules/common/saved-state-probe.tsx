import inlineScripts from '@/storefront/lib/inline-scripts.json';
import { useSavedStateReady } from '@/storefront/app/state-gate';
import { useIsomorphicLayoutEffect } from '@/storefront/app/use-isomorphic-layout-effect';

/** Set on `<html>` by the probe when the browser holds no saved state at all (page-state.module.css reads it). */
export const NOTHING_SAVED_ATTRIBUTE = 'data-saved-state';

const forget = () => document.documentElement.removeAttribute(NOTHING_SAVED_ATTRIBUTE);

/**
 * An inline script in the server's HTML that runs while the page is parsed, before hydration and
 * before the first paint: when the browser holds no saved state at all (a first visit, `persist:aurum`
 * absent: app/persist.ts), it marks `<html>`, and CSS then shows the block a LoadingState reserves (the
 * empty cart) in place of the loading line, since that block is what the saved-state gate will show.
 * The page paints what it keeps, at once, instead of the gate replacing a loading line after hydration
 * (docs/page-speed.md). The block stays inert until the gate opens (actions wait for it, as before).
 * The mark is removed as soon as saved state is known, or when the loading state goes, so a later
 * loading line (another cart on the way) is never hidden. Its text is in inline-scripts.json, which
 * the Content-Security-Policy allows by hash (scripts/csp-hashes.mjs). React never runs it again.
 */
export function SavedStateProbe() {
  const ready = useSavedStateReady();
  useIsomorphicLayoutEffect(() => {
    if (ready) forget();
    return forget;
  }, [ready]);
  return <script dangerouslySetInnerHTML={{ __html: inlineScripts.savedStateProbe }} />;
}
