import type { WishlistEntry } from './wishlist-slice';
import { WishlistRow } from './wishlist-row';
import styles from './wishlist.module.css';

/**
 * The saved pieces, each with today's price and stock: loaded when the wishlist has pieces
 * (wishlist-template.tsx), with the calls and RTK Query the first paint does not need (docs/page-speed.md).
 */
export function WishlistRows({ entries, loading }: { entries: readonly WishlistEntry[]; loading: boolean }) {
  return (
    <ul className={styles.grid} aria-busy={loading}>
      {entries.map((entry) => (
        <WishlistRow key={entry.productID} entry={entry} />
      ))}
    </ul>
  );
}
