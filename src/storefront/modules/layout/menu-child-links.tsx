import type { ReactNode } from 'react';
import type { Menu } from '@/shared/contracts/content';
import { Link } from '@/storefront/modules/common/link';

type MenuChild = Menu['items'][number]['children'][number];

export interface MenuChildLinksProps {
  items: MenuChild[];
  listClassName?: string;
  linkClassName?: string;
  /** An entry before the children (the phone drawer's "View all"). */
  first?: ReactNode;
}

/** A menu section's sub-links, as the header's dropdown and the phone drawer list them. */
export function MenuChildLinks({ items, listClassName, linkClassName, first }: MenuChildLinksProps) {
  return (
    <ul className={listClassName}>
      {first}
      {items.map((child) => (
        <li key={child.href + child.label}>
          <Link href={child.href} className={linkClassName}>
            {child.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
