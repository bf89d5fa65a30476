import type { Block } from '@/shared/contracts/content';
import { Icon, isIconName } from '@/storefront/modules/common/icons/icon';
import styles from './promise-strip.module.css';

export interface PromiseStripProps {
  promises: Block['promises'];
  /** Fills the texts' `{returnWindowDays}`, `{freeShippingAbove}` … from the settings (docs/content-pages.md). */
  fill: (text: string) => string;
}

/** The store's promises (free delivery, certified jewellery, easy returns) from the 'block' key. */
export function PromiseStrip({ promises, fill }: PromiseStripProps) {
  if (promises.length === 0) return null;
  return (
    <section className={styles.strip}>
      <ul className={`container ${styles.list}`}>
        {promises.map((promise) => (
          <li key={promise.title} className={styles.item}>
            <span className={styles.icon}>
              <Icon name={isIconName(promise.icon) ? promise.icon : 'tick-badge'} size={28} strokeWidth={1.3} />
            </span>
            <span>
              <strong className={styles.title}>{fill(promise.title)}</strong>
              <span className={styles.text}>{fill(promise.text)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
