import { useTranslation } from '@/storefront/lib/i18n';
import { Link } from '@/storefront/modules/common/link';
import styles from './breadcrumbs.module.css';
import { Icon } from './icons/icon';

export interface Crumb {
  label: string;
  href: string;
}

/** The trail to the current page; the last crumb is the page itself (not a link). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('breadcrumb')} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href + item.label} className={styles.item}>
              {last ? (
                <span aria-current="page">{item.label}</span>
              ) : (
                <>
                  <Link href={item.href}>{item.label}</Link>
                  <Icon name="chevron-right" size={14} className={styles.separator} />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
