import { useTranslation } from 'next-i18next/pages';
import { Link } from '@/storefront/modules/common/link';
import type { Menu } from '@/shared/contracts/content';
import { Icon } from '@/storefront/modules/common/icons/icon';
import styles from './main-nav.module.css';

/**
 * The content menu on wide screens: top-level links with dropdowns that open on hover and on
 * keyboard focus (focus-within), so every link is reachable without a pointer.
 */
export function MainNav({ menu }: { menu: Menu }) {
  const { t } = useTranslation('common');
  return (
    <nav className={styles.nav} aria-label={t('header.mainNav')}>
      <ul className={`container ${styles.list}`}>
        {menu.items.map((item) => (
          <li key={item.href + item.label} className={styles.item}>
            <Link href={item.href} className={styles.link}>
              {item.label}
              {item.children.length > 0 ? <Icon name="chevron-down" size={14} className={styles.chevron} /> : null}
            </Link>
            {item.children.length > 0 ? (
              <div className={styles.dropdown}>
                <ul className={styles.children}>
                  {item.children.map((child) => (
                    <li key={child.href + child.label}>
                      <Link href={child.href} className={styles.childLink}>
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
