import { useTranslation } from '@/storefront/lib/i18n';
import Image from 'next/image';
import type { Suggestions } from '@/shared/contracts/search';
import { Link } from '@/storefront/modules/common/link';
import { useMoney } from '@/storefront/modules/common/site-context';
import styles from './search-form.module.css';

export interface SuggestionListProps {
  id: string;
  suggestions: Suggestions['suggestions'];
  active: number;
  hrefOf: (index: number) => string;
  onChoose: (index: number) => void;
}

/** The combobox's listbox: categories, then products with picture and today's price. */
export function SuggestionList({ id, suggestions, active, hrefOf, onChoose }: SuggestionListProps) {
  const { t } = useTranslation('common');
  const money = useMoney();
  return (
    <ul id={id} role="listbox" aria-label={t('header.suggestions')} className={suggestions.length > 0 ? styles.listbox : styles.hidden}>
      {suggestions.map((suggestion, index) => (
        <li
          key={`${suggestion.type}-${suggestion.slug}`}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          className={index === active ? `${styles.option} ${styles.activeOption}` : styles.option}
          // Chosen on mouse down, before the input's blur closes the list.
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(index);
          }}
        >
          <Link href={hrefOf(index)} tabIndex={-1} className={styles.optionLink}>
            {suggestion.type === 'product' ? (
              <Image src={suggestion.image} alt="" width={40} height={40} className={styles.thumb} />
            ) : (
              <span className={styles.kind}>{t('header.category')}</span>
            )}
            <span className={styles.optionName}>{suggestion.name}</span>
            {suggestion.type === 'product' ? <span className={styles.optionPrice}>{money(suggestion.price)}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
