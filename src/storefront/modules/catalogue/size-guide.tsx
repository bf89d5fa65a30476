import { useTranslation } from '@/storefront/lib/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { useNumber } from '@/storefront/modules/common/site-context';
import styles from './size-guide.module.css';
import { BANGLE_SIZES, CHAIN_LENGTHS, RING_SIZES } from './size-guide-data';

/**
 * "Size guide": a native modal `<dialog>` (focus kept inside, Escape closes, the page behind
 * inert) with the ring, bangle and chain charts; the product's own kind first. The charts are
 * drawn only while it is open: closed, they were a hundred elements of every ring, bangle and
 * chain page to send, parse and draw again when the part's code arrives (docs/page-speed.md,
 * "Twentieth round").
 */
export function SizeGuide({ kind }: { kind: string }) {
  const { t } = useTranslation('product');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  // Opened once its charts are in it, so it takes their size and focus lands inside at once.
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  return (
    <>
      <button type="button" className={styles.open} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('sizeGuide.open')}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        // Named by its title while open; closed, the title is not drawn to point to.
        aria-labelledby={open ? titleId : undefined}
        onClose={() => setOpen(false)}
        onClick={(event) => event.target === dialog.current && dialog.current?.close()}
      >
        {open && (
          <>
            <div className={styles.head}>
              <h2 id={titleId} className={styles.title}>
                {t('sizeGuide.title')}
              </h2>
              <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
                <Icon name="close" size={22} label={t('sizeGuide.close')} />
              </button>
            </div>
            <p className={styles.tip}>{t('sizeGuide.tip')}</p>
            <SizeCharts kind={kind} />
          </>
        )}
      </dialog>
    </>
  );
}

/** The three charts, the product's own kind first. */
function SizeCharts({ kind }: { kind: string }) {
  const { t } = useTranslation('product');
  const number = useNumber();
  const tables = {
    ring_size: (
      <table key="ring" className={styles.table}>
        <caption>{t('sizeGuide.ring')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sizeGuide.indianSize')}</th>
            <th scope="col">{t('sizeGuide.diameter')}</th>
            <th scope="col">{t('sizeGuide.circumference')}</th>
          </tr>
        </thead>
        <tbody>
          {RING_SIZES.map((row) => (
            <tr key={row.size}>
              <th scope="row">{number(row.size)}</th>
              <td>{number(row.diameter, 1)}</td>
              <td>{number(row.circumference, 1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
    bangle_size: (
      <table key="bangle" className={styles.table}>
        <caption>{t('sizeGuide.bangle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sizeGuide.bangleSize')}</th>
            <th scope="col">{t('sizeGuide.diameter')}</th>
          </tr>
        </thead>
        <tbody>
          {BANGLE_SIZES.map((row) => (
            <tr key={row.size}>
              <th scope="row">{row.size}</th>
              <td>{number(row.diameter, 1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
    chain_length: (
      <table key="chain" className={styles.table}>
        <caption>{t('sizeGuide.chain')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sizeGuide.length')}</th>
            <th scope="col">{t('sizeGuide.sits')}</th>
          </tr>
        </thead>
        <tbody>
          {CHAIN_LENGTHS.map((row) => (
            <tr key={row.inches}>
              <th scope="row">{t('sizeGuide.inchesCm', { inches: number(row.inches), cm: number(row.cm) })}</th>
              <td>{t(`sizeGuide.fit.${row.fit}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    ),
  };
  const order = (Object.keys(tables) as (keyof typeof tables)[]).sort((a, b) => Number(b === kind) - Number(a === kind));
  return <>{order.map((key) => tables[key])}</>;
}
