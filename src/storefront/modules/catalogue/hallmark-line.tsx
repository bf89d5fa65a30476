import { useTranslation } from '@/storefront/lib/i18n';
import { Icon } from '@/storefront/modules/common/icons/icon';
import styles from './hallmark-line.module.css';

export interface HallmarkLineProps {
  /** The HUID of the chosen option's next piece: the one an order sends. */
  huid: string | null;
  /** Pieces of the chosen option in stock, that one included. */
  inStock: number;
}

/**
 * Beside the chosen size: every hallmarked piece carries its own HUID, so the page names the
 * one the shopper is sent and says the others have theirs (docs/hallmarking.md). Nothing where
 * pieces carry none (the UAE, platinum) or none is left.
 */
export function HallmarkLine({ huid, inStock }: HallmarkLineProps) {
  const { t } = useTranslation('product');
  if (!huid || inStock <= 0) return null;
  const others = inStock - 1;
  return (
    <div className={styles.hallmark} data-testid="hallmark-line">
      <Icon name="shield" size={18} />
      <p>
        {t('hallmark.piece')}{' '}
        <bdi className={styles.huid} translate="no">
          {huid}
        </bdi>
        <br />
        <small>
          {others > 0 ? `${t('hallmark.others', { count: others })} ` : ''}
          {t('hallmark.verify')}
        </small>
      </p>
    </div>
  );
}
