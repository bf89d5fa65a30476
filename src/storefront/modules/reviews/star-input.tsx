import { useTranslation } from '@/storefront/lib/i18n';
import { useId } from 'react';
import { Icon } from '@/storefront/modules/common/icons/icon';
import styles from './review-form.module.css';

export interface StarInputProps {
  value: number;
  onChange: (rating: number) => void;
  error?: string | null;
}

/** Five radio buttons drawn as stars: arrow keys move between them, each named "3 out of 5 stars". */
export function StarInput({ value, onChange, error }: StarInputProps) {
  const { t } = useTranslation('reviews');
  const name = useId();
  return (
    <fieldset className={styles.stars} aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={styles.label}>{t('form.rating')}</legend>
      <div className={styles.starRow}>
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className={styles.star} data-on={star <= value ? 'true' : undefined}>
            <input type="radio" name={name} value={star} checked={value === star} onChange={() => onChange(star)} className="visually-hidden" />
            <Icon name={star <= value ? 'star' : 'star-empty'} size={32} />
            <span className="visually-hidden">{t('form.stars', { count: star })}</span>
          </label>
        ))}
        <span className={styles.starWord} aria-hidden="true">
          {value ? t(`form.ratingWord.${value}`) : ''}
        </span>
      </div>
      {error ? (
        <p id={`${name}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
