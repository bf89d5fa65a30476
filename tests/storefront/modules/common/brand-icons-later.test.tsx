// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { heldModule } from '../../support/held-module';

// The brand marks' module, held back until the test lets it load: how a slow network delivers its chunk.
const brandCode = heldModule();
const holdBrandCode = () => vi.doMock('@/storefront/modules/common/icons/brand-icons', (importOriginal) => brandCode.load(importOriginal));

describe('brand icons (the footer’s cards and social marks) load after the page shows', () => {
  it('hydrate the server’s drawing without their code, then draw it themselves once it arrives', async () => {
    // The server's HTML: the module loaded, as on the server.
    const server = await import('@/storefront/modules/common/icons/icon');
    const { renderToString } = await import('react-dom/server');
    await server.loadBrandIcons();
    const html = renderToString(<server.Icon name="visa" size={36} label="Visa" />);
    expect(html).toContain('<title>Visa</title>');
    expect(html).toContain('<path');

    // A browser's first load: a fresh copy of the modules, the brand marks' chunk not yet there.
    vi.resetModules();
    holdBrandCode();
    const { Icon, loadBrandIcons } = await import('@/storefront/modules/common/icons/icon');
    const { hydrateRoot } = await import('react-dom/client');
    // The fresh copy's React, and its act: the first copy's would not wait for this root.
    const React = await import('react');
    const { act } = React;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    // Faked after React's scheduler has taken the real timers: only the idle wait is driven by hand.
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const container = document.createElement('div');
    container.innerHTML = html;
    const serverPath = container.querySelector('path');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, React.createElement(Icon, { name: 'visa', size: 36, label: 'Visa' }), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(html);
    expect(container.querySelector('path')).toBe(serverPath);
    expect(brandCode.imports).toBe(0);

    // The browser is idle (2 s without requestIdleCallback): the code loads and React draws the same mark.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(brandCode.imports).toBe(1);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    await act(async () => {
      brandCode.release();
      await loadBrandIcons();
    });
    expect(container.querySelector('path')).not.toBe(serverPath);
    expect(container.innerHTML).toBe(html);
    expect(errors).toEqual([]);
  });
});
