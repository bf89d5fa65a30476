import type { ProductSummary } from '@/shared/contracts/catalogue';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

/** A phone's first row: the cards one of which is the page's largest paint (docs/page-speed.md, "Fifth round: first paint"). */
const FIRST_ROW = 2;

export function ProductGrid({ products, priorityCount = 4 }: { products: ProductSummary[]; priorityCount?: number }) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.productID}>
          <ProductCard product={product} priority={index < priorityCount} fetchPriority={index < Math.min(priorityCount, FIRST_ROW) ? 'high' : undefined} />
        </li>
      ))}
    </ul>
  );
}
