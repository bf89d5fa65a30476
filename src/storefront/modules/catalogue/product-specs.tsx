import { useTranslation } from '@/storefront/lib/i18n';
import type { ProductDetail } from '@/shared/contracts/catalogue';
import { useNumber } from '@/storefront/modules/common/site-context';
import styles from './product-specs.module.css';

/** Purity, hallmark, weights, stones and the description. */
export function ProductSpecs({ product }: { product: ProductDetail }) {
  const { t } = useTranslation(['product', 'common']);
  const number = useNumber();
  const grams = (value: number) => t('grams', { value: number(value, 3) });
  const rows: [string, string][] = [
    [t('specs.metal'), `${t(`common:metal.${product.metal}`)} · ${t(`colour.${product.colour}`, { defaultValue: product.colour })}`],
    [t('specs.purity'), product.purity],
    // Each piece has its own HUID: the purchase box names the chosen one's (hallmark-line.tsx).
    ...(product.options.some((option) => option.huid) ? ([[t('specs.hallmark'), t('specs.hallmarkHuid')]] as [string, string][]) : []),
    [t('specs.netWeight'), grams(product.netWeight)],
    [t('specs.grossWeight'), grams(product.grossWeight)],
    [t('specs.gender'), t(`gender.${product.gender}`, { defaultValue: product.gender })],
    [t('specs.occasion'), t(`occasion.${product.occasion}`, { defaultValue: product.occasion })],
  ];
  return (
    <section className={styles.section} aria-labelledby="product-details">
      <h2 id="product-details" className={styles.title}>
        {t('specs.title')}
      </h2>
      <p className={styles.description}>{product.description}</p>
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {product.stones.length > 0 ? (
        <>
          <h3 className={styles.subtitle}>{t('stones.title')}</h3>
          <div className={styles.scroll}>
            <table className={styles.stones}>
              <thead>
                <tr>
                  <th scope="col">{t('stones.kind')}</th>
                  <th scope="col">{t('stones.count')}</th>
                  <th scope="col">{t('stones.carat')}</th>
                  <th scope="col">{t('stones.quality')}</th>
                  <th scope="col">{t('stones.certificate')}</th>
                </tr>
              </thead>
              <tbody>
                {product.stones.map((stone, index) => (
                  <tr key={`${stone.kind}-${index}`}>
                    <td>
                      {t(`stone.${stone.kind}`, { defaultValue: stone.kind })}
                      {stone.shape ? ` · ${t(`shape.${stone.shape}`, { defaultValue: stone.shape })}` : ''}
                    </td>
                    <td>{number(stone.count)}</td>
                    <td>{number(stone.carat, 2)}</td>
                    <td>{[stone.clarity, stone.colour].filter(Boolean).join(' / ') || '—'}</td>
                    <td>{stone.certificate ? `${stone.certificate.lab} ${stone.certificate.number}` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
