import { createElement, type ReactNode } from 'react';
import { laterModule, useLaterModule } from '@/storefront/modules/common/later-module';
import type * as Parts from './product-page-parts';

export type PartsModule = typeof Parts;
const productParts = laterModule<PartsModule>(() => import('./product-page-parts'));

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
  const { module: parts, load } = useLaterModule(productParts);
  if (parts) return createElement('div', { className }, render(parts));
  return createElement('div', { className, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' }, onPointerEnter: () => void load() });
}
