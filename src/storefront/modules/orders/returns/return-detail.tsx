import { useTranslation } from '@/storefront/lib/i18n';
import Image from 'next/image';
import type { ReturnDetail } from '@/shared/contracts/returns';
import { VIEW_IMAGE_PATH } from '@/shared/constants';
import { cartImageSrc } from '@/storefront/modules/common/cart-image';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { Link } from '@/storefront/modules/common/link';
import { useMoneyOf } from '@/storefront/modules/common/site-context';
import { orderDetailPath, RETURNS_PATH } from '@/storefront/modules/orders/order-paths';
import { Timeline } from '@/storefront/modules/orders/order-timeline';
import { StatusBadge } from '@/storefront/modules/orders/status-badge';
import { useDate } from '@/storefront/modules/common/use-date';
import { NeedMoreInfoForm } from './need-more-info-form';
import { RmaImage } from './rma-image';
import styles from '@/storefront/modules/orders/orders.module.css';
import detailStyles from '@/storefront/modules/orders/order-detail.module.css';
import requestStyles from '@/storefront/modules/orders/after-sales-forms.module.css';
import { AsOrdered } from '@/storefront/modules/orders/as-ordered';

/** One return: its pieces, reason, photos, staff's question and the answer form, the refund, the history. */
export function ReturnDetailView({ rma }: { rma: ReturnDetail }) {
  const { t } = useTranslation('returns');
  const { t: tOrders } = useTranslation('orders');
  const money = useMoneyOf(rma);
  const date = useDate();
  const photos = [...new Set([...rma.imageIDs, ...rma.timeline.flatMap((entry) => entry.imageIDs)])];
  return (
    <div className={detailStyles.detail}>
      <Link href={RETURNS_PATH} className={detailStyles.backLink}>
        <Icon name="arrow-left" size={18} />
        {t('detail.back')}
      </Link>
      <dl className={detailStyles.summaryFacts}>
        <div><dt>{t('detail.number')}</dt><dd><bdi data-testid="rma-number" className={styles.nowrap}>{rma.rmaNumber}</bdi></dd></div>
        <div><dt>{t('detail.order')}</dt><dd><Link href={orderDetailPath(rma.orderID)}><bdi className={styles.nowrap}>{rma.orderNumber}</bdi></Link></dd></div>
        <div><dt>{t('detail.requested')}</dt><dd>{date(rma.createdAt)}</dd></div>
        <div><dt>{t('detail.status')}</dt><dd><StatusBadge status={rma.status} label={t(`statuses.${rma.status}`)} /></dd></div>
      </dl>

      {rma.status === 'need_more_info' ? (
        <section className={`${detailStyles.block} ${detailStyles.callout}`} aria-labelledby="question-title" data-testid="need-more-info">
          <h2 id="question-title" className={detailStyles.blockTitle}>{t('answer.title')}</h2>
          <p className={detailStyles.quote}><bdi>{rma.staffNote}</bdi></p>
          <NeedMoreInfoForm returnID={rma.returnID} />
        </section>
      ) : null}

      {rma.refund ? (
        <p className={detailStyles.success} data-testid="rma-refund">
          {t('detail.refunded', { amount: money(rma.refund.amount), method: tOrders(`refundTargets.${rma.refund.method}`) })}
        </p>
      ) : null}

      <section className={detailStyles.block} aria-labelledby="rma-lines">
        <h2 id="rma-lines" className={detailStyles.blockTitle}>{t('detail.pieces')}</h2>
        <ul className={detailStyles.lines}>
          {rma.lines.map((line) => (
            <li key={line.orderLineID} className={styles.line}>
              {line.image ? <Image src={cartImageSrc(line.image, VIEW_IMAGE_PATH)} alt="" width={56} height={56} className={styles.thumb} /> : <span className={styles.thumb} />}
              <div>
                <p className={detailStyles.lineName}><AsOrdered order={rma}>{line.name}</AsOrdered></p>
                <p className={styles.muted}>
                  {line.optionLabel ? <><AsOrdered order={rma}>{line.optionLabel}</AsOrdered>{' · '}</> : null}
                  {t('form.units', { count: line.quantity })}
                  {line.approvedQuantity !== null && line.approvedQuantity !== line.quantity ? ` · ${t('detail.approvedUnits', { count: line.approvedQuantity })}` : ''}
                </p>
              </div>
              {line.refundAmount !== null ? <p className={detailStyles.linePrice}>{money(line.refundAmount)}</p> : null}
            </li>
          ))}
        </ul>
        <dl className={detailStyles.facts}>
          <div><dt>{t('detail.reason')}</dt><dd>{rma.reason}</dd></div>
          {rma.comment ? <div><dt>{t('detail.comment')}</dt><dd><bdi>{rma.comment}</bdi></dd></div> : null}
        </dl>
      </section>

      {photos.length > 0 ? (
        <section className={detailStyles.block} aria-labelledby="rma-photos">
          <h2 id="rma-photos" className={detailStyles.blockTitle}>{t('detail.photos')}</h2>
          <ul className={requestStyles.previews}>
            {photos.map((imageID, index) => <li key={imageID}><RmaImage imageID={imageID} index={index} /></li>)}
          </ul>
        </section>
      ) : null}

      <Timeline entries={rma.timeline} statusLabel={(status) => t(`statuses.${status}`)} title={t('detail.history')} />
    </div>
  );
}
