// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SizeGuide } from '@/storefront/modules/catalogue/size-guide';
import { SiteProvider } from '@/storefront/modules/common/site-context';
import { layoutProps } from '../../support/page-props';
import { renderWith, wrap } from '../../support/render';

afterEach(cleanup);

// jsdom has `<dialog>` but not its methods: these do what the browser's do to `open` and the close
// event (the journey in e2e/specs/catalogue/later-parts.spec.ts opens the real one in Chromium).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

/** The guide as a product page holds it (its figures are written in the site's numbers). */
function guide(kind: string) {
  return (
    <SiteProvider site={layoutProps('in-en').site} locale="in-en">
      <SizeGuide kind={kind} />
    </SiteProvider>
  );
}

describe('size guide', () => {
  it('sends its button and an empty dialog: the charts are not in the page until it opens', () => {
    const html = renderToString(wrap(guide('ring_size')));
    expect(html).toContain('Size guide');
    expect(html).toContain('<dialog');
    expect(html).not.toContain('<table');
    // Nothing names the closed dialog by a title that is not drawn.
    expect(html).not.toContain('aria-labelledby');
  });

  it('opens modal with the product’s own chart first, and closing it takes the charts away again', () => {
    renderWith(guide('bangle_size'));
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Size guide' }));

    expect(dialog.open).toBe(true);
    const captions = within(dialog)
      .getAllByRole('table')
      .map((table) => table.querySelector('caption')?.textContent);
    expect(captions).toHaveLength(3);
    expect(captions[0]).toMatch(/bangle/i);
    expect(within(dialog).getByRole('heading', { level: 2 }).id).toBe(dialog.getAttribute('aria-labelledby'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close size guide' }));
    expect(dialog.open).toBe(false);
    expect(dialog.querySelector('table')).toBeNull();
    expect(dialog.hasAttribute('aria-labelledby')).toBe(false);

    // It opens again (the close event put it back in its closed state).
    fireEvent.click(screen.getByRole('button', { name: 'Size guide' }));
    expect(dialog.open).toBe(true);
    expect(dialog.querySelectorAll('table')).toHaveLength(3);
  });
});
