import { useTranslation } from '@/storefront/lib/i18n';
import type { ProductFacets } from '@/shared/contracts/catalogue';
import { Link } from '@/storefront/modules/common/link';
import { useNumber } from '@/storefront/modules/common/site-context';
import styles from './facet-panel.module.css';
import { type ListingFilters, listingHref } from './listing-filters';
import { usePriceRangeText } from './price-range-label';

type ValueFacet = 'metal' | 'purity' | 'stone' | 'gender' | 'occasion';
const VALUE_FACETS: readonly ValueFacet[] = ['metal', 'purity', 'stone', 'gender', 'occasion'];

export interface FacetPanelProps {
  basePath: string;
  filters: ListingFilters;
  facets: ProductFacets;
}

/**
 * Every filter value as a link with the number of pieces it would show (the services count each
 * facet over the other filters). A value that would show nothing is not a link: no dead ends
 * for shoppers or crawlers. Choosing the chosen value again removes it.
 */
export function FacetPanel({ basePath, filters, facets }: FacetPanelProps) {
  const { t } = useTranslation(['catalogue', 'common']);
  const number = useNumber();
  const priceRange = usePriceRangeText();
  const label = (facet: ValueFacet, value: string) =>
    facet === 'purity' ? value : facet === 'metal' ? t(`common:metal.${value}`) : t(`facets.${facet}.${value}`, { defaultValue: value });

  const option = (key: string, text: string, count: number, chosen: boolean, href: string) => (
    <li key={key}>
      {count > 0 || chosen ? (
        <Link href={href} className={chosen ? `${styles.value} ${styles.chosen}` : styles.value} aria-current={chosen ? 'true' : undefined} scroll={false} rel="nofollow">
          <span className={styles.box} aria-hidden="true" />
          <span className={styles.text}>{text}</span>
          <span className={styles.count}>
            <span className="visually-hidden">, </span>
            {t('facets.count', { count, formatted: number(count) })}
          </span>
        </Link>
      ) : (
        <span className={`${styles.value} ${styles.empty}`}>
          <span className={styles.box} aria-hidden="true" />
          <span className={styles.text}>{text}</span>
          <span className={styles.count}>{t('facets.count', { count, formatted: number(count) })}</span>
        </span>
      )}
    </li>
  );

  return (
    <div className={styles.panel}>
      {VALUE_FACETS.map((facet) =>
        facets[facet].length > 0 ? (
          <fieldset key={facet} className={styles.group}>
            <legend className={styles.legend}>{t(`filters.${facet}`)}</legend>
            <ul className={styles.values}>
              {facets[facet].map(({ value, count }) => {
                const chosen = filters[facet] === value;
                return option(value, label(facet, value), count, chosen, listingHref(basePath, filters, { [facet]: chosen ? undefined : value }));
              })}
            </ul>
          </fieldset>
        ) : null,
      )}
      {facets.price.length > 0 ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('filters.price')}</legend>
          <ul className={styles.values}>
            {facets.price.map((bucket) => {
              const chosen = filters.minPrice === bucket.minPrice && (filters.maxPrice ?? null) === bucket.maxPrice;
              const text = priceRange(bucket.minPrice, bucket.maxPrice);
              const change = chosen ? { minPrice: undefined, maxPrice: undefined } : { minPrice: bucket.minPrice, maxPrice: bucket.maxPrice ?? undefined };
              return option(`${bucket.minPrice}-${bucket.maxPrice}`, text, bucket.count, chosen, listingHref(basePath, filters, change));
            })}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}
