import { describe, expect, it } from 'vitest';
import { linePath, niceStep, valueAxis, xOf, yOf } from '@/storefront/modules/rates/chart-geometry';

const box = { width: 100, height: 100, padding: { top: 0, right: 0, bottom: 0, left: 0 } };

describe('rate chart geometry', () => {
  it('picks readable tick steps', () => {
    expect(niceStep(100, 4)).toBe(25);
    expect(niceStep(7, 4)).toBe(2);
    expect(niceStep(0.3, 4)).toBe(0.1);
  });

  it('puts every value inside the axis on round ticks', () => {
    const axis = valueAxis([7100, 7180, 7250]);
    expect(axis.min).toBeLessThan(7100);
    expect(axis.max).toBeGreaterThan(7250);
    expect(axis.ticks[0]).toBe(axis.min);
    expect(axis.ticks.at(-1)).toBe(axis.max);
    // A flat series still gets a visible band.
    const flat = valueAxis([95, 95]);
    expect(flat.max).toBeGreaterThan(flat.min);
  });

  it('draws the highest value at the top and ends every line on today', () => {
    const axis = { min: 0, max: 10, ticks: [0, 10] };
    expect(yOf(10, axis, box)).toBe(0);
    expect(yOf(0, axis, box)).toBe(100);
    expect(xOf(4, 5, box)).toBe(100);
    expect(linePath({ values: [0, 10], count: 3, axis, box })).toBe('M50.0,100.0 L100.0,0.0');
  });
});
