import { useTranslation } from '@/storefront/lib/i18n';
import type { Menu } from '@/shared/contracts/content';
import { Link } from '@/storefront/modules/common/link';
import { categoryPath, productPath, searchPath } from '@/storefront/modules/common/paths';
import { useSuggestProductsQuery } from './catalogue-api';
import styles from './search-template.module.css';

/**
 * No results: "did you mean" from the suggestions call (its trigram match tolerates the typo
 * the full-text search could not), then the menu's collections to browse instead.
 */
export function SearchHelp({ query, menu }: { query: string; menu: Menu }) {
  const { t } = useTranslation('catalogue');
  const { data } = useSuggestProductsQuery(query);
  const suggestions = data?.suggestions ?? [];
  const categories = suggestions.filter((suggestion) => suggestion.type === 'category');
  const products = suggestions.filter((suggestion) => suggestion.type === 'product').slice(0, 4);
  const firstName = products[0]?.name ?? categories[0]?.name;
  return (
    <div className={styles.help}>
      <p className={styles.noResults}>{t('search.noResults', { query })}</p>
      {firstName ? (
        <p>
          {t('search.didYouMean')}{' '}
          <Link href={searchPath(firstName)} className={styles.didYouMean}>
            {firstName}
          </Link>
          ?
        </p>
      ) : null}
      {products.length > 0 || categories.length > 0 ? (
        <ul className={styles.links} aria-label={t('search.suggestions')}>
          {categories.map((category) => (
            <li key={`c-${category.slug}`}>
              <Link href={categoryPath(category)}>{category.name}</Link>
            </li>
          ))}
          {products.map((product) => (
            <li key={`p-${product.slug}`}>
              <Link href={productPath(product)}>{product.name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p>{t('search.tryThese')}</p>
      <ul className={styles.links}>
        {menu.items.slice(0, 6).map((item) => (
          <li key={item.href}>
            <Link href={item.href}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
