import { useTranslation } from '@/storefront/lib/i18n';
import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from '@/storefront/modules/common/link';
import type { Menu } from '@/shared/contracts/content';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { MenuChildLinks } from './menu-child-links';
import styles from './main-nav.module.css';

type MenuItem = Menu['items'][number];

/**
 * The content menu on wide screens: top-level links, each with a dropdown of sub-links. A closed
 * dropdown is hidden (its links are out of the tab order), so the keyboard passes one stop per
 * section on its way to the page; the button beside a section's link opens it (and Escape closes
 * it), and a pointer opens it on hover.
 */
export function MainNav({ menu }: { menu: Menu }) {
  const { t } = useTranslation('common');
  return (
    <nav className={styles.nav} aria-label={t('header.mainNav')}>
      <ul className={`container ${styles.list}`}>
        {menu.items.map((item) => (
          <MainNavItem key={item.href + item.label} item={item} />
        ))}
      </ul>
    </nav>
  );
}

function MainNavItem({ item }: { item: MenuItem }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const dropdownId = useId();
  const hasChildren = item.children.length > 0;

  if (!hasChildren) {
    return (
      <li className={styles.item}>
        <Link href={item.href} className={styles.link}>
          {item.label}
        </Link>
      </li>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggle.current?.focus();
    }
  };
  // Focus leaving the section (Tab past its last link, a click elsewhere) closes it.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li
      className={styles.item}
      data-open={open || undefined}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <div className={styles.head}>
        <Link href={item.href} className={styles.link}>
          {item.label}
        </Link>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={dropdownId}
          aria-label={t('header.subMenu', { name: item.label })}
          onClick={() => setOpen((current) => !current)}
        >
          <Icon name="chevron-down" size={14} className={styles.chevron} />
        </button>
      </div>
      <div id={dropdownId} className={styles.dropdown} hidden={!open}>
        <MenuChildLinks items={item.children} listClassName={styles.children} linkClassName={styles.childLink} />
      </div>
    </li>
  );
}
