import { useTranslation } from '@/storefront/lib/i18n';
import { Link } from '@/storefront/modules/common/link';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import type { Menu } from '@/shared/contracts/content';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { WISHLIST_PATH } from '@/storefront/modules/common/paths';
import { MenuChildLinks } from './menu-child-links';
import styles from './mobile-drawer.module.css';

/**
 * The content menu below 1024 px: a drawer from the reading-start side, closed by Escape. Its links
 * are rendered only while it is open: the wide screens' menu (main-nav.tsx) already puts every one
 * of them in the page for crawlers, and a closed copy would be a seventh of every page's elements to
 * parse and hydrate on a phone for nothing (docs/page-speed.md, "Twentieth round").
 */
export function MobileDrawer({ menu, storeName }: { menu: Menu; storeName: string }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const opener = openButton.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      opener?.focus();
    };
  }, [open]);

  return (
    <>
      <button
        ref={openButton}
        type="button"
        className={styles.toggle}
        aria-label={t('header.openMenu')}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
      </button>
      <div className={open ? `${styles.overlay} ${styles.visible}` : styles.overlay} onClick={() => setOpen(false)} aria-hidden="true" />
      <div
        id="mobile-menu"
        className={open ? `${styles.drawer} ${styles.open}` : styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-label={t('header.menu')}
        hidden={!open}
      >
        <div className={styles.head}>
          <span className={styles.brand}>{storeName}</span>
          <button ref={closeButton} type="button" className={styles.close} aria-label={t('header.closeMenu')} onClick={() => setOpen(false)}>
            <Icon name="close" />
          </button>
        </div>
        {open && (
          <nav aria-label={t('header.mainNav')}>
            <ul className={styles.list}>
              {menu.items.map((item) =>
                item.children.length > 0 ? (
                  <li key={item.href + item.label}>
                    <details className={styles.group}>
                      <summary className={styles.summary}>
                        {item.label}
                        <Icon name="chevron-down" size={18} className={styles.chevron} />
                      </summary>
                      <MenuChildLinks
                        items={item.children}
                        listClassName={styles.children}
                        linkClassName={styles.childLink}
                        first={
                          <li>
                            <Link href={item.href} className={styles.childLink}>
                              {t('header.viewAll', { name: item.label })}
                            </Link>
                          </li>
                        }
                      />
                    </details>
                  </li>
                ) : (
                  <li key={item.href + item.label}>
                    <Link href={item.href} className={styles.link}>
                      {item.label}
                    </Link>
                  </li>
                ),
              )}
              {/* The header's heart is hidden on the narrowest screens: the wishlist is reached from here. */}
              <li>
                <Link href={WISHLIST_PATH} className={styles.link}>
                  {t('header.wishlist')}
                </Link>
              </li>
            </ul>
          </nav>
        )}
      </div>
    </>
  );
}
