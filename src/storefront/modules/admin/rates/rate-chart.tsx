import type { MetalRateRecord } from '@/shared/contracts/admin-rates';

/** The rate over time as a line (oldest left), with the lowest and highest marked: plain SVG, no chart library. */
export function RateChart({ records }: { records: MetalRateRecord[] }) {
  const points = [...records].sort((a, b) => a.effectiveAt.localeCompare(b.effectiveAt));
  if (points.length < 2) return <p>Not enough history for a chart yet.</p>;
  const width = 600;
  const height = 180;
  const rates = points.map((point) => point.ratePerGram);
  const low = Math.min(...rates);
  const high = Math.max(...rates);
  const span = high - low || 1;
  const x = (index: number) => 40 + (index / (points.length - 1)) * (width - 50);
  const y = (rate: number) => 10 + (1 - (rate - low) / span) * (height - 30);
  const line = points.map((point, index) => `${x(index).toFixed(1)},${y(point.ratePerGram).toFixed(1)}`).join(' ');
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-label={`${first.metal} ${first.purity} rate from ${first.ratePerGram} to ${last.ratePerGram} ${last.currencyCode} per gram`}>
        <polyline points={line} fill="none" stroke="#7a1f2b" strokeWidth={2} />
        <text x={0} y={y(high) + 4} fontSize={11}>
          {high}
        </text>
        <text x={0} y={y(low) + 4} fontSize={11}>
          {low}
        </text>
      </svg>
      <figcaption>
        {points.length} rates, {first.effectiveAt.slice(0, 10)} to {last.effectiveAt.slice(0, 10)} ({last.currencyCode} per gram)
      </figcaption>
    </figure>
  );
}
