// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Persistor, PERSIST_TIMEOUT_MS } from '@/storefront/app/persist';
import { StateGate, useSavedStateReady } from '@/storefront/app/state-gate';

/** docs/requirements/pages.md#saved-state-gate: gated routes wait for saved state, 5 s at most. */
function fakePersistor(): Persistor & { restore(): void } {
  const listeners = new Set<() => void>();
  let bootstrapped = false;
  return {
    getState: () => ({ bootstrapped }),
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    pause: () => {},
    persist: () => {},
    flush: () => Promise.resolve(),
    purge: () => Promise.resolve(),
    restore() {
      bootstrapped = true;
      listeners.forEach((listener) => listener());
    },
  };
}

function Probe() {
  return <p>{useSavedStateReady() ? 'ready' : 'waiting'}</p>;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('StateGate', () => {
  it('opens on a gated route when saved state is restored', () => {
    const persistor = fakePersistor();
    render(<StateGate pathname="/cart" persistor={persistor}><Probe /></StateGate>);
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => persistor.restore());
    expect(screen.getByText('ready')).toBeTruthy();
  });

  it('gives up waiting after 5 s when saved state never comes', () => {
    vi.useFakeTimers();
    render(<StateGate pathname="/checkout" persistor={fakePersistor()}><Probe /></StateGate>);
    act(() => vi.advanceTimersByTime(PERSIST_TIMEOUT_MS - 1));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('ready')).toBeTruthy();
  });

  it('does not wait on other routes', () => {
    render(<StateGate pathname="/" persistor={fakePersistor()}><Probe /></StateGate>);
    expect(screen.getByText('ready')).toBeTruthy();
  });
});
