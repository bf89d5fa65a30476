// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '@/storefront/app/store';
import { MainNav } from '@/storefront/modules/layout/main-nav';
import { StorePage } from '@/storefront/modules/shell/store-page';
import { layoutProps } from '../../support/page-props';
import { renderWith } from '../../support/render';

afterEach(cleanup);

const { menu } = layoutProps('in-en');
const withChildren = menu.items.filter((item) => item.children.length > 0);

/** What Tab would stop on, in order (jsdom has no layout: the `hidden` attribute and tabindex decide). */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden]') && !(element as HTMLButtonElement).disabled,
  );
}

describe('main menu', () => {
  it('keeps closed dropdowns’ links out of the tab order: one link and one button per section', () => {
    const view = renderWith(<MainNav menu={menu} />);
    expect(withChildren.length).toBeGreaterThan(0);
    const childLinks = withChildren.reduce((count, item) => count + item.children.length, 0);
    const stops = tabStops(view.container);
    expect(stops).toHaveLength(menu.items.length + withChildren.length);
    expect(stops.length).toBeLessThan(menu.items.length + childLinks);
    for (const item of withChildren) {
      for (const child of item.children) expect(screen.queryByRole('link', { name: child.label })).toBeNull();
    }
  });

  it('opens a section with its button (Enter or click), and Escape closes it with focus back on the button', () => {
    const view = renderWith(<MainNav menu={menu} />);
    const section = withChildren[0]!;
    const toggle = screen.getByRole('button', { name: `Show the ${section.label} menu` });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const dropdown = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    for (const child of section.children) expect(within(dropdown).getByRole('link', { name: child.label })).toBeTruthy();
    expect(tabStops(view.container)).toHaveLength(menu.items.length + withChildren.length + section.children.length);

    within(dropdown).getAllByRole('link')[0]!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(dropdown.hidden).toBe(true);
  });
});

describe('store page', () => {
  it('starts the tab order with "Skip to content", which leads to the main content', () => {
    const props = layoutProps('in-en');
    const { store } = makeStore();
    const view = renderWith(
      <StorePage page={props} title="Test">
        <p>Content</p>
      </StorePage>,
      { store },
    );
    const first = tabStops(view.container)[0]!;
    expect(first.textContent).toBe('Skip to content');
    expect(first.getAttribute('href')).toBe('#main');
    expect(view.container.querySelector('main')!.id).toBe('main');
  });
});
