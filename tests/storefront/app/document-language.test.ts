// @vitest-environment jsdom
import Router from 'next/router';
import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage } from '@/storefront/app/document-language';

describe('<html lang dir>', () => {
  it('is the BCP 47 tag and direction of the locale, never the URL code', () => {
    const root = document.documentElement;
    applyDocumentLanguage(root, 'ae-ar');
    expect([root.lang, root.dir]).toEqual(['ar-AE', 'rtl']);
    applyDocumentLanguage(root, 'in-hi');
    expect([root.lang, root.dir]).toEqual(['hi-IN', 'ltr']);
  });

  it('puts the tag back after Next’s router writes the URL code on a client navigation', async () => {
    const { renderHook } = await import('@testing-library/react');
    const { useDocumentLanguage } = await import('@/storefront/app/document-language');
    const root = document.documentElement;
    const hook = renderHook(() => useDocumentLanguage('ae-ar'));
    expect(root.lang).toBe('ar-AE');
    // What Next's router does after every client navigation, then the event it emits.
    root.lang = 'ae-ar';
    Router.events.emit('routeChangeComplete', '/ae-ar/rings', { shallow: false });
    expect([root.lang, root.dir]).toEqual(['ar-AE', 'rtl']);
    // On hydration of a static page with a query, the router writes the URL code with no event at all.
    root.lang = 'ae-ar';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.lang).toBe('ar-AE');
    hook.unmount();
  });
});
