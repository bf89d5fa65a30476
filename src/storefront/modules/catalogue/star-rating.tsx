import { Icon } from '@/storefront/modules/common/icons/icon';
import styles from './product-extras.module.css';

/** Five stars for a rating (halves shown), with the rating in words for screen readers. */
export function StarRating({ rating, label, size = 18 }: { rating: number; label: string; size?: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon key={star} name={rating >= star ? 'star' : rating >= star - 0.5 ? 'star-half' : 'star-empty'} size={size} />
      ))}
    </span>
  );
}
