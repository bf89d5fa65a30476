import { Link } from '@/storefront/modules/common/link';
import type { Menu, MetalPrice } from '@/shared/contracts/content';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { HeaderActions } from './header-actions';
import { LocaleSwitcher } from './locale-switcher';
import { MainNav } from './main-nav';
import { MetalRateTicker } from './metal-rate-ticker';
import { MobileDrawer } from './mobile-drawer';
import { SearchForm } from './search-form';
import styles from './site-header.module.css';

export interface SiteHeaderProps {
  storeName: string;
  menu: Menu;
  metalPrice: MetalPrice;
  locale: string;
  locales: string[];
}

export function StoreLogo({ storeName }: { storeName: string }) {
  return (
    <Link href="/" className={styles.logo}>
      <Icon name="diamond" size={26} className={styles.mark} strokeWidth={1.3} />
      <span className={styles.name} data-testid="store-name">
        {storeName}
      </span>
    </Link>
  );
}

export function SiteHeader({ storeName, menu, metalPrice, locale, locales }: SiteHeaderProps) {
  return (
    <>
      <MetalRateTicker metalPrice={metalPrice} />
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          <div className={styles.start}>
            <MobileDrawer menu={menu} storeName={storeName} />
            <StoreLogo storeName={storeName} />
          </div>
          <SearchForm className={styles.searchWide} />
          <div className={styles.end}>
            <LocaleSwitcher locale={locale} locales={locales} />
            <HeaderActions />
          </div>
        </div>
        <div className={`container ${styles.searchRow}`}>
          <SearchForm />
        </div>
        <MainNav menu={menu} />
      </header>
    </>
  );
}
