// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PERSIST_KEY } from '@/storefront/app/persist';
import inlineScripts from '@/storefront/lib/inline-scripts.json';
import { LoadingState } from '@/storefront/modules/common/page-state';
import { NOTHING_SAVED_ATTRIBUTE } from '@/storefront/modules/common/saved-state-probe';

const runProbe = () => new Function(inlineScripts.savedStateProbe)();
const mark = () => document.documentElement.getAttribute(NOTHING_SAVED_ATTRIBUTE);

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(NOTHING_SAVED_ATTRIBUTE);
});
afterEach(cleanup);

describe('the saved-state probe (inline script)', () => {
  it('reads the key saved state is stored under', () => {
    expect(inlineScripts.savedStateProbe).toContain(JSON.stringify(PERSIST_KEY));
  });

  it('marks <html> when nothing is saved', () => {
    runProbe();
    expect(mark()).toBe('none');
  });

  it('leaves <html> alone when anything is saved, even unreadable', () => {
    localStorage.setItem(PERSIST_KEY, 'not json');
    runProbe();
    expect(mark()).toBeNull();
  });
});

describe('LoadingState with reserveOnFirstVisit', () => {
  it('writes the probe before the line and the reserved block, and drops the mark when the loading state goes', () => {
    runProbe();
    const { container, unmount } = render(<LoadingState label="Loading your cart" reserve={<p>Your cart is empty</p>} reserveOnFirstVisit />);
    const script = container.querySelector('script');
    expect(script?.textContent).toBe(inlineScripts.savedStateProbe);
    expect(script?.nextElementSibling?.getAttribute('role')).toBe('status');
    // Saved state is not known yet (not hydrated in this render): the mark stays while the line is up.
    expect(mark()).toBe('none');
    unmount();
    expect(mark()).toBeNull();
  });

  it('writes no probe without the option', () => {
    const { container } = render(<LoadingState label="Loading your cart" reserve={<p>Your cart is empty</p>} />);
    expect(container.querySelector('script')).toBeNull();
  });
});
