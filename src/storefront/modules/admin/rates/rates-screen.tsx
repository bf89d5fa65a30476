import { useState } from 'react';
import { METALS, PURITIES_BY_METAL } from '@/shared/constants';
import styles from '@/storefront/modules/admin/common/back-office.module.css';
import { money, when } from '@/storefront/modules/admin/common/money';
import { ErrorNote, OkNote } from '@/storefront/modules/admin/common/notice';
import { SubsiteOptions } from '@/storefront/modules/admin/common/subsite-options';
import { useSubsites } from '@/storefront/modules/admin/common/use-subsites';
import { RateChart } from './rate-chart';
import { usePreviewRateMutation, useRateHistoryQuery, useSaveRateMutation } from './rates-api';

type Metal = (typeof METALS)[number];

/** `/admin/rates`: set today's rate per metal and purity per subsite, seeing the price impact first; the history as a chart. */
export function RatesScreen() {
  const subsites = useSubsites();
  const [subsiteID, setSubsiteID] = useState(1);
  const [metal, setMetal] = useState<Metal>('gold');
  const [purity, setPurity] = useState('22K');
  const [rate, setRate] = useState('');
  const body = { subsiteID, metal, purity, ratePerGram: Number(rate) } as Parameters<ReturnType<typeof usePreviewRateMutation>[0]>[0];
  const [preview, { data: impact, error: previewError, isLoading: previewing, reset }] = usePreviewRateMutation();
  const [save, { error: saveError, isLoading: saving }] = useSaveRateMutation();
  const [saved, setSaved] = useState<string | null>(null);
  const { data: history } = useRateHistoryQuery({ subsiteID, metal, purity, limit: 200 });
  const currency = subsites.find((subsite) => subsite.id === subsiteID)?.currencyCode ?? '';
  const previewed = impact && impact.subsiteID === subsiteID && impact.metal === metal && impact.purity === purity && impact.ratePerGram === Number(rate);
  const change = (next: () => void) => {
    next();
    reset();
    setSaved(null);
  };
  return (
    <>
      <form
        className={styles.panel}
        onSubmit={(event) => {
          event.preventDefault();
          void preview(body);
        }}
      >
        <div className={styles.form}>
          <label className={styles.field}>
            Subsite
            <select name="subsiteID" value={subsiteID} onChange={(event) => change(() => setSubsiteID(Number(event.target.value)))}>
              <SubsiteOptions subsites={subsites} />
            </select>
          </label>
          <label className={styles.field}>
            Metal
            <select name="metal" value={metal} onChange={(event) => change(() => (setMetal(event.target.value as Metal), setPurity(PURITIES_BY_METAL[event.target.value as Metal][0])))}>
              {METALS.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Purity
            <select name="purity" value={purity} onChange={(event) => change(() => setPurity(event.target.value))}>
              {PURITIES_BY_METAL[metal].map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Rate per gram ({currency})
            <input name="ratePerGram" inputMode="decimal" value={rate} onChange={(event) => change(() => setRate(event.target.value))} />
          </label>
          <button type="submit" className={styles.secondary} disabled={previewing}>
            Preview the price impact
          </button>
        </div>
        <ErrorNote error={previewError} />
      </form>
      {previewed && impact && (
        <section className={styles.panel} aria-label="Price impact">
          <p data-testid="rate-impact">
            {impact.productsChanged} of {impact.productsPriced} products change: {money(impact.totalChange, impact.currencyCode)} in all, at most {money(impact.largestChange, impact.currencyCode)} on one piece (
            {impact.currentRatePerGram ?? '—'} → {impact.ratePerGram} per gram).
          </p>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>Piece</th>
                  <th>Now</th>
                  <th>New</th>
                  <th>Change</th>
                </tr>
              </thead>
              <tbody>
                {impact.products.slice(0, 20).map((product) => (
                  <tr key={product.productID}>
                    <td>{product.name}</td>
                    <td>{money(product.currentPrice, impact.currencyCode)}</td>
                    <td>{money(product.newPrice, impact.currencyCode)}</td>
                    <td>{money(product.change, impact.currencyCode)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button
            type="button"
            className={styles.button}
            disabled={saving}
            onClick={async () => {
              const answer = await save(body);
              if ('data' in answer && answer.data) setSaved(`Saved: ${metal} ${purity} is ${money(answer.data.rate.ratePerGram, currency)} per gram; ${answer.data.revalidatedPaths.length} pages refresh.`);
            }}
          >
            Save the rate
          </button>
          <ErrorNote error={saveError} />
        </section>
      )}
      <OkNote text={saved} />
      <h2>History</h2>
      {history && <RateChart records={history} />}
      {history && (
        <ul>
          {history.slice(0, 10).map((record) => (
            <li key={record.rateID}>
              {money(record.ratePerGram, record.currencyCode)} · {when(record.effectiveAt)} · {record.createdBy}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
