// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingState } from '@/storefront/modules/common/page-state';

afterEach(cleanup);

describe('LoadingState', () => {
  it('is the loading line alone without a block to reserve room for', () => {
    const { container } = render(<LoadingState label="Loading your bag" />);
    expect(screen.getByRole('status').textContent).toBe('Loading your bag');
    expect(container.querySelector('[inert]')).toBeNull();
  });

  it('lays the block that will replace it out unseen: out of the accessibility tree, inert, the line still announced', () => {
    const { container } = render(<LoadingState label="Loading your bag" reserve={<a href="/">Start shopping</a>} />);
    expect(screen.getByRole('status').textContent).toBe('Loading your bag');
    // Hidden from screen readers and the tab order: no link to find by role.
    expect(screen.queryByRole('link', { name: 'Start shopping' })).toBeNull();
    const reserved = container.querySelector('[inert]');
    expect(reserved?.getAttribute('aria-hidden')).toBe('true');
    expect(reserved?.textContent).toBe('Start shopping');
  });
});
