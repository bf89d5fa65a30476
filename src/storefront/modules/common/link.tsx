import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * next/link without viewport prefetching. A page lists dozens of links (menus, dropdowns, product
 * cards) to pages generated on first request; prefetching them all would make every visit
 * generate dozens of pages. Hovering or focusing a link still prefetches it.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
