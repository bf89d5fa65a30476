// @vitest-environment jsdom
import dynamic from 'next/dynamic';
import { act, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { browserOnly } from '@/storefront/modules/common/browser-only';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A sign-in form with a part only the browser draws (the captcha). A shopper on a slow phone types
 * the e-mail before the page has hydrated, and the part's code arrives before React hydrates it
 * (React hydrates in slices, and a key press makes it start again from the top). The page must
 * keep the server's HTML: the same box, with what was typed.
 */
const loadWidget = () => Promise.resolve((() => <p className="widget">solving…</p>) as ComponentType);
const Placeholder = () => <p className="placeholder">loading…</p>;

function Form({ Part }: { Part: ComponentType }) {
  return (
    <form>
      <input name="username" defaultValue="" />
      <Part />
      <button type="submit">Sign in</button>
    </form>
  );
}

/** The part's code arrives after the server's HTML is in the page (a render in another root makes `next/dynamic` load it). */
async function codeArrived(Part: ComponentType) {
  const elsewhere = document.createElement('div');
  const root = createRoot(elsewhere);
  await act(async () => root.render(<Part />));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  root.unmount();
}

async function hydrateWithTyping(Part: ComponentType) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form Part={Part} />);
  document.body.append(container);
  await codeArrived(Part);
  const box = container.querySelector('input')!;
  box.focus();
  box.value = 'shopper@example.com';
  const recovered: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Form Part={Part} />, { onRecoverableError: (error) => recovered.push(error) });
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return { container, box, recovered, done: () => container.remove() };
}

describe('browserOnly', () => {
  it('keeps the server’s HTML while hydrating though the part’s code has arrived, then draws the part', async () => {
    const Part = browserOnly(loadWidget, { loading: Placeholder });
    const page = await hydrateWithTyping(Part);
    expect(page.recovered).toEqual([]);
    expect(page.container.querySelector('input')).toBe(page.box);
    expect(page.box.value).toBe('shopper@example.com');
    expect(document.activeElement).toBe(page.box);
    expect(page.container.querySelector('.widget')).not.toBeNull();
    expect(page.container.querySelector('.placeholder')).toBeNull();
    page.done();
  });

  it('draws nothing in the server’s HTML but the placeholder, or nothing at all without one', () => {
    expect(renderToString(<Form Part={browserOnly(loadWidget, { loading: Placeholder })} />)).toContain('loading…');
    expect(renderToString(<Form Part={browserOnly(loadWidget)} />)).not.toContain('solving');
  });

  it('draws the part in a page drawn in the browser (a navigation), with or without a placeholder', async () => {
    let arrive: (part: ComponentType) => void = () => undefined;
    const later = () => new Promise<ComponentType>((resolve) => (arrive = resolve));
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Form Part={browserOnly(later)} />));
    expect(container.querySelector('button')).not.toBeNull();
    await act(async () => arrive(() => <p className="widget">solving…</p>));
    expect(container.querySelector('.widget')).not.toBeNull();
    await act(async () => root.render(<Form Part={browserOnly(loadWidget, { loading: Placeholder })} />));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.querySelector('.widget')).not.toBeNull();
    root.unmount();
  });

  it('loads code that failed (the phone was offline) again once the browser is back online, and draws the part', async () => {
    let attempts = 0;
    const flaky = () => (++attempts === 1 ? Promise.reject(new Error('Failed to load chunk')) : loadWidget());
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Form Part={browserOnly(flaky, { loading: Placeholder })} />));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(attempts).toBe(1);
    expect(container.querySelector('.placeholder')).not.toBeNull();
    onLine.mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(attempts).toBe(2);
    expect(container.querySelector('.widget')).not.toBeNull();
    root.unmount();
    onLine.mockRestore();
  });

  it('is what next/dynamic alone gets wrong: the whole form is drawn anew and the typed e-mail is lost', async () => {
    const Part = dynamic(loadWidget, { ssr: false, loading: Placeholder });
    const page = await hydrateWithTyping(Part);
    expect(page.recovered).not.toEqual([]);
    expect(page.container.querySelector('input')).not.toBe(page.box);
    expect(page.container.querySelector('input')!.value).toBe('');
    page.done();
  });
});
