/**
 * Pure geometry of the rate chart, so it can be tested without rendering: scales, a "nice"
 * value axis, and the SVG path of each series.
 */
export interface ChartBox {
  width: number;
  height: number;
  padding: { top: number; right: number; bottom: number; left: number };
}

export interface ValueAxis {
  min: number;
  max: number;
  ticks: number[];
}

/** 1, 2, 2.5 or 5 × a power of ten: tick steps people read easily. */
export function niceStep(range: number, targetTicks: number): number {
  const raw = range / Math.max(1, targetTicks);
  const power = 10 ** Math.floor(Math.log10(raw || 1));
  const candidates = [1, 2, 2.5, 5, 10].map((factor) => factor * power);
  return candidates.find((step) => step >= raw) ?? 10 * power;
}

/** An axis from just below the lowest value to just above the highest, on round ticks. */
export function valueAxis(values: readonly number[], targetTicks = 4): ValueAxis {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const spread = high - low || Math.abs(high) * 0.02 || 1;
  const step = niceStep(spread, targetTicks);
  const min = Math.floor((low - spread * 0.05) / step) * step;
  const max = Math.ceil((high + spread * 0.05) / step) * step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Number(tick.toFixed(6)));
  return { min, max, ticks };
}

export interface PathOptions {
  values: readonly number[];
  /** How many x positions the chart has (the longest series). */
  count: number;
  axis: ValueAxis;
  box: ChartBox;
}

export const xOf = (index: number, count: number, box: ChartBox) =>
  box.padding.left + (count <= 1 ? 0 : (index / (count - 1)) * (box.width - box.padding.left - box.padding.right));

export const yOf = (value: number, axis: ValueAxis, box: ChartBox) =>
  box.padding.top + (1 - (value - axis.min) / (axis.max - axis.min || 1)) * (box.height - box.padding.top - box.padding.bottom);

/** `M x,y L x,y …`, right-aligned: a shorter series ends on today like the others. */
export function linePath({ values, count, axis, box }: PathOptions): string {
  const offset = count - values.length;
  return values
    .map((value, index) => `${index === 0 ? 'M' : 'L'}${xOf(index + offset, count, box).toFixed(1)},${yOf(value, axis, box).toFixed(1)}`)
    .join(' ');
}
