import { useTranslation } from '@/storefront/lib/i18n';
import Image from 'next/image';
import type { OrderDetailLine } from '@/shared/contracts/orders';
import { VIEW_IMAGE_PATH } from '@/shared/constants';
import { cartImageSrc } from '@/storefront/modules/common/cart-image';
import { useMoneyOf } from '@/storefront/modules/common/site-context';
import { AsOrdered, type OrderWriting } from './as-ordered';
import styles from './orders.module.css';
import detailStyles from './order-detail.module.css';

/** The order's pieces with what became of each: units cancelled or returned, and the line's worth now. */
export function OrderLines({ lines, order }: { lines: readonly OrderDetailLine[]; order: OrderWriting }) {
  const { t } = useTranslation('orders');
  const money = useMoneyOf(order);
  // The services name the metal by its code (`silver`); the shopper reads it in their language.
  const metal = (code: string) => (code ? t(`common:metal.${code}`, { defaultValue: code }) : '');
  return (
    <ul className={detailStyles.lines}>
      {lines.map((line) => (
        <li key={line.orderLineID} className={styles.line} data-testid={`order-line-${line.orderLineID}`}>
          {line.image ? <Image src={cartImageSrc(line.image, VIEW_IMAGE_PATH)} alt="" width={64} height={64} className={styles.thumb} /> : <span className={styles.thumb} />}
          <div className={detailStyles.lineText}>
            <p className={detailStyles.lineName}><AsOrdered order={order}>{line.name}</AsOrdered></p>
            <p className={styles.muted}>
              {line.optionLabel ? <><AsOrdered order={order}>{line.optionLabel}</AsOrdered>{' · '}</> : null}
              {[[metal(line.metal), line.purity ? `\u2068${line.purity}\u2069` : ''].filter(Boolean).join(' '), t('detail.quantity', { count: line.quantity })].filter(Boolean).join(' · ')}
              {'\u00a0· '}
              <bdi className={styles.nowrap}>{money(line.unitPrice)}</bdi>
            </p>
            {line.cancelledQuantity > 0 ? <p className={detailStyles.lineNote}>{t('detail.cancelledUnits', { count: line.cancelledQuantity })}</p> : null}
            {line.returnedQuantity > 0 ? <p className={detailStyles.lineNote}>{t('detail.returnedUnits', { count: line.returnedQuantity })}</p> : null}
          </div>
          <div className={detailStyles.linePrice}>
            {line.revisedLineTotal !== line.lineTotal ? (
              <>
                <s className={styles.muted} aria-label={t('detail.wasAmount', { amount: money(line.lineTotal) })}>{money(line.lineTotal)}</s>
                <span>{money(line.revisedLineTotal)}</span>
              </>
            ) : (
              <span>{money(line.lineTotal)}</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
