import type { ProductSummary } from '@/shared/contracts/catalogue';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

export function ProductGrid({ products, priorityCount = 4 }: { products: ProductSummary[]; priorityCount?: number }) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.productID}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
