import { type ChangeEvent, useEffect, useRef } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What a shopper typed or chose in a server-rendered field before a slow phone hydrated the page
 * (docs/shopper-grade.md): it is in the element but not in the component's state, and the next
 * render puts the state back (a typed e-mail emptied, a chosen size or city undone). Once, as the
 * field mounts, the element's value is handed to `onChange` as the browser would have handed it.
 *
 * `value` is the state a text box, text area or select shows; `checked` a check box's or radio's.
 * A radio speaks only when the shopper checked it: the one it displaced hears nothing, as in the
 * browser. Returns the ref to put on the element.
 */
export function useKeptBeforeHydration<E extends Field>(
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
  state: { value?: unknown; checked?: boolean },
) {
  const element = useRef<E>(null);
  useEffect(() => {
    const node = element.current;
    if (!node || !onChange) return;
    const toggle = node instanceof HTMLInputElement && (node.type === 'checkbox' || node.type === 'radio') ? node : null;
    const moved = toggle
      ? typeof state.checked === 'boolean' && toggle.checked !== state.checked && (toggle.type === 'checkbox' || toggle.checked)
      : typeof state.value === 'string' && node.value !== state.value;
    if (moved) onChange({ target: node, currentTarget: node } as ChangeEvent<E>);
    // Once, at mount: later renders are the component's own.
  }, []);
  return element;
}
