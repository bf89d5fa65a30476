import { createElement, type ReactNode, use, useEffect, useState } from 'react';
import { useHydrated } from '@/storefront/app/use-hydrated';
import { whenIdle } from '@/storefront/lib/when-idle';
import type * as Parts from './product-page-parts';

export type PartsModule = typeof Parts;
let loaded: PartsModule | undefined;
let loading: Promise<PartsModule> | undefined;
/** product-page-parts.ts, loaded once. */
export const loadProductParts = () => (loading ??= import('./product-page-parts').then((module) => (loaded = module)));

/** The parts' module once loaded (at once if it already is, else when the browser is idle), and a way to load it now. */
function useParts(): [PartsModule | undefined, () => void] {
  const [parts, setParts] = useState<PartsModule | undefined>(loaded);
  const load = () => void loadProductParts().then(setParts);
  useEffect(() => {
    if (parts) return;
    return whenIdle(load);
  }, [parts]);
  return [parts, load];
}

export interface LaterPartProps {
  className?: string;
  /** What the part draws, from product-page-parts.ts's components. */
  render: (parts: PartsModule) => ReactNode;
}

/**
 * A part of the product page that draws from the server's HTML alone (docs/page-speed.md, "Fifth
 * round"): the server renders it in full inside this element; the browser's first load keeps that
 * markup as it is (an empty `dangerouslySetInnerHTML`, which hydration leaves alone) and carries
 * none of its code; once the browser is idle (or the pointer reaches it) the code loads and
 * React draws the same markup in its place. Shown after a client navigation, it waits for the code
 * (a navigation is a transition: the page before stays until then).
 */
export function LaterPart({ className, render }: LaterPartProps) {
  const hydrated = useHydrated();
  const [keepServerMarkup] = useState(() => !hydrated);
  const [parts, load] = useParts();
  if (parts) return createElement('div', { className }, render(parts));
  // The server waits for the code (no Suspense boundary encloses the page, so the whole page waits
  // and nothing is streamed after it with an inline script the Content-Security-Policy would refuse),
  // and so does a client navigation.
  if (typeof window === 'undefined' || !keepServerMarkup) return createElement('div', { className }, render(use(loadProductParts())));
  return createElement('div', { className, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' }, onPointerEnter: load });
}
