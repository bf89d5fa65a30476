// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Icon, ICON_NAMES, isIconName, loadBrandIcons } from '@/storefront/modules/common/icons/icon';

afterEach(cleanup);
// The brand marks load after the page shows (brand-icons-later.test.tsx); drawn here once loaded.
beforeAll(() => loadBrandIcons());

const SPEC_ICONS = [
  'visa', 'mastercard', 'amex', 'rupay', 'wallet', 'card', 'truck', 'cart', 'bag', 'gift', 'lock', 'location',
  'heart', 'heart-filled', 'star', 'star-half', 'star-empty', 'bell', 'gear', 'search', 'share', 'receipt',
  'returns', 'play', 'mute', 'chat', 'phone', 'bin', 'tick-badge', 'close', 'arrow-left', 'arrow-right',
  'chevron-left', 'chevron-right', 'chevron-down', 'chevron-up', 'sale-badge', 'loyalty-badge', 'facebook',
  'instagram', 'x', 'youtube', 'whatsapp', 'pinterest', 'google',
];

describe('Icon', () => {
  it('covers every icon docs/requirements/pages.md#icons lists', () => {
    expect(SPEC_ICONS.filter((name) => !isIconName(name))).toEqual([]);
  });

  it.each(ICON_NAMES)('draws %s on a 24×24 grid', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.children.length).toBeGreaterThan(0);
  });

  it('is decorative unless labelled', () => {
    const { container } = render(<Icon name="cart" />);
    expect(container.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    render(<Icon name="visa" label="Visa" />);
    expect(screen.getByRole('img', { name: 'Visa' })).toBeTruthy();
  });

  it('marks directional icons so right-to-left pages mirror them', () => {
    const { container } = render(
      <>
        <Icon name="chevron-right" />
        <Icon name="search" />
      </>,
    );
    const [chevron, search] = container.querySelectorAll('svg');
    expect(chevron!.classList.contains('icon-directional')).toBe(true);
    expect(search!.classList.contains('icon-directional')).toBe(false);
  });
});
