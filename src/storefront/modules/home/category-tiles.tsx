import Image from 'next/image';
import { Link } from '@/storefront/modules/common/link';
import type { Widget } from '@/shared/contracts/content';
import styles from './category-tiles.module.css';

export function CategoryTiles({ tiles }: { tiles: Widget['categoryTiles'] }) {
  return (
    <ul className={styles.tiles}>
      {tiles.map((tile) => (
        <li key={tile.href}>
          <Link href={tile.href} className={styles.tile}>
            <span className={styles.media}>
              <Image src={tile.image} alt="" fill sizes="(min-width: 1024px) 200px, 45vw" className={styles.image} />
            </span>
            <span className={styles.label}>{tile.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
