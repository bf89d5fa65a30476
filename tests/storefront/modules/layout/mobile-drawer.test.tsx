// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MobileDrawer } from '@/storefront/modules/layout/mobile-drawer';
import { layoutProps } from '../../support/page-props';
import { renderWith, wrap } from '../../support/render';

afterEach(cleanup);

const { menu } = layoutProps('in-en');
const withChildren = menu.items.filter((item) => item.children.length > 0);

describe('menu drawer (phones)', () => {
  it('sends no links while closed: the wide menu carries them, a hidden copy only costs the phone', () => {
    const html = renderToString(wrap(<MobileDrawer menu={menu} storeName="SLV Jewellers" />));
    expect(html).toContain('aria-label="Open menu"');
    expect(html).toContain('id="mobile-menu"');
    expect(html).not.toContain('<a ');
    for (const item of menu.items) expect(html).not.toContain(`href="${item.href}"`);
  });

  it('opens with every section, its "All …" link and the wishlist; Escape closes it with focus back on the opener', () => {
    renderWith(<MobileDrawer menu={menu} storeName="SLV Jewellers" />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    opener.focus();
    fireEvent.click(opener);

    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Close menu' }));
    for (const item of menu.items) {
      const named = item.children.length > 0 ? within(drawer).getByText(item.label, { selector: 'summary' }) : within(drawer).getByRole('link', { name: item.label });
      expect(named).toBeTruthy();
    }
    const section = withChildren[0]!;
    expect(within(drawer).getByRole('link', { name: `All ${section.label}` }).getAttribute('href')).toBe(section.href);
    expect(within(drawer).getByRole('link', { name: 'Wishlist' })).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(opener);
    expect(document.getElementById('mobile-menu')!.hidden).toBe(true);
    expect(document.getElementById('mobile-menu')!.querySelector('a')).toBeNull();
  });
});
