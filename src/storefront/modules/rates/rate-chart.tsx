import { useTranslation } from '@/storefront/lib/i18n';
import { useId } from 'react';
import type { RateHistorySeries } from '@/shared/contracts/rates-history';
import { formatMoney } from '@/shared/money';
import { useSite } from '@/storefront/modules/common/site-context';
import { type ChartBox, linePath, valueAxis, xOf, yOf } from './chart-geometry';
import styles from './rates-template.module.css';

const BOX: ChartBox = { width: 640, height: 260, padding: { top: 16, right: 16, bottom: 36, left: 64 } };
/** Colours with at least 3:1 contrast on white, told apart by dash pattern too (not by colour alone). */
const LINES = [
  { stroke: '#6e1f31', dash: undefined },
  { stroke: '#8a5a12', dash: '6 4' },
  { stroke: '#1f5fbf', dash: '2 3' },
];

export interface RateChartProps {
  title: string;
  series: readonly RateHistorySeries[];
  currencySymbol: string;
}

/**
 * One metal's last days, a line per purity, drawn as inline SVG (no chart library, no script
 * from elsewhere). Screen readers get a one-sentence summary per line instead of the drawing.
 */
export function RateChart({ title, series, currencySymbol }: RateChartProps) {
  const { t } = useTranslation('rates');
  const { languageTag } = useSite();
  const id = useId();
  const all = series.flatMap((line) => line.points.map((point) => point.ratePerGram));
  if (all.length === 0) return null;
  const decimalPlaces = series[0]!.decimalPlaces;
  const money = (amount: number, places = decimalPlaces) => formatMoney({ amount, currencySymbol, decimalPlaces: places, languageTag });
  const axis = valueAxis(all);
  const count = Math.max(...series.map((line) => line.points.length));
  const longest = series.find((line) => line.points.length === count)!;
  const dates = longest.points.map((point) => point.date);
  const dateText = (date: string) => new Intl.DateTimeFormat(languageTag, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  const labelIndexes = [...new Set([0, Math.round((count - 1) / 2), count - 1])];
  const summary = series
    .filter((line) => line.points.length > 0)
    .map((line) => {
      const values = line.points.map((point) => point.ratePerGram);
      return t('chart.summary', {
        purity: line.purity,
        from: money(values[0]!),
        to: money(values.at(-1)!),
        low: money(Math.min(...values)),
        high: money(Math.max(...values)),
        start: dateText(line.points[0]!.date),
      });
    })
    .join(' ');

  return (
    <figure className={styles.chart}>
      <figcaption id={`${id}-title`} className={styles.chartTitle}>
        {title} <span className={styles.unit}>{t('chart.unit', { currency: currencySymbol })}</span>
      </figcaption>
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className={styles.svg} style={{ direction: 'ltr' }}>
        <desc id={`${id}-desc`}>{summary}</desc>
        {axis.ticks.map((tick) => (
          <g key={tick}>
            <line x1={BOX.padding.left} x2={BOX.width - BOX.padding.right} y1={yOf(tick, axis, BOX)} y2={yOf(tick, axis, BOX)} className={styles.grid} />
            <text x={BOX.padding.left - 10} y={yOf(tick, axis, BOX)} className={styles.axisText} textAnchor="end" dominantBaseline="middle">
              {new Intl.NumberFormat(languageTag, { maximumFractionDigits: decimalPlaces }).format(tick)}
            </text>
          </g>
        ))}
        {labelIndexes.map((index) => (
          <text key={index} x={xOf(index, count, BOX)} y={BOX.height - 8} className={styles.axisText} textAnchor={index === 0 ? 'start' : index === count - 1 ? 'end' : 'middle'}>
            {dateText(dates[index]!)}
          </text>
        ))}
        {series.map((line, index) => (
          <path
            key={line.purity}
            d={linePath({ values: line.points.map((point) => point.ratePerGram), count, axis, box: BOX })}
            fill="none"
            stroke={LINES[index % LINES.length]!.stroke}
            strokeDasharray={LINES[index % LINES.length]!.dash}
            strokeWidth={2.25}
            strokeLinejoin="round"
          />
        ))}
      </svg>
      {series.length > 1 ? (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((line, index) => (
            <li key={line.purity}>
              <svg width="28" height="10" viewBox="0 0 28 10">
                <line x1="0" x2="28" y1="5" y2="5" stroke={LINES[index % LINES.length]!.stroke} strokeDasharray={LINES[index % LINES.length]!.dash} strokeWidth="2.5" />
              </svg>
              {line.purity}
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}
