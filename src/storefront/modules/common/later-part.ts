import { createElement, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { type LaterModule, useLaterModule } from './later-module';

export interface LaterPartProps<M> {
  className?: string;
  /** What the part draws from the module's components. */
  render: (module: M) => ReactNode;
}

/** Child indexes from `root` down to `element`. */
function pathTo(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== root && node.parentElement; node = node.parentElement) path.unshift([...node.parentElement.children].indexOf(node));
  return path;
}

function elementAt(root: Element, path: number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}

/**
 * A part drawn from the server's HTML until its module arrives (docs/page-speed.md, "Fifth round"):
 * the server renders it in full inside this element; the browser's first load keeps that markup
 * as it is (an empty `dangerouslySetInnerHTML`, which hydration leaves alone) and carries none of
 * its code; once the browser is idle (or the pointer reaches it) the code loads and React draws
 * the same markup in its place. A button pressed before then is not lost: the press loads the
 * code and is made again on the same button once React has drawn it (the size guide opens, the
 * share sheet shows). Links work without code. Shown after a client navigation, the part waits
 * for the code (a navigation is a transition: the page before stays until then).
 */
export function laterPart<M>(later: LaterModule<M>) {
  return function LaterPart({ className, render }: LaterPartProps<M>) {
    const { module, load } = useLaterModule(later);
    const box = useRef<HTMLDivElement>(null);
    const pressed = useRef<number[] | null>(null);
    useEffect(() => {
      const path = pressed.current;
      if (!module || !path || !box.current) return;
      pressed.current = null;
      const button = elementAt(box.current, path);
      if (button instanceof HTMLElement) button.click();
    }, [module]);
    if (module) return createElement('div', { className, ref: box }, render(module));
    const onClick = (event: MouseEvent<HTMLDivElement>) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !box.current?.contains(button)) return;
      pressed.current = pathTo(box.current, button);
      void load().catch(() => undefined);
    };
    return createElement('div', {
      className,
      ref: box,
      suppressHydrationWarning: true,
      dangerouslySetInnerHTML: { __html: '' },
      onPointerEnter: () => void load().catch(() => undefined),
      onClick,
    });
  };
}
