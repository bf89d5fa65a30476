import { describe, expect, it } from 'vitest';
import { allocateLargestRemainder, applyPromotions, includedTax, promotionDiscount } from '@/server/modules/commerce/promotions';

const promo = (values: Partial<Parameters<typeof applyPromotions>[1][number]> & { id: number; kind: string; value: number }) => ({
  code: `P${values.id}`,
  minSubtotalMinor: 0,
  maxDiscountMinor: null,
  categorySlugs: [],
  productSkus: [],
  ...values,
});

describe('largest-remainder allocation', () => {
  it('splits exactly, leftover units to the largest remainders (ties to the earlier line)', () => {
    // 100 over 1:1:1 → 33.33 each → 33 + 33 + 33 = 99; one unit left, all remainders equal → the first.
    expect(allocateLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 2082 over 45856, 21380, 2164 (Σ 69400) → 1375.68, 641.40, 64.92 → 1376, 641, 65.
    expect(allocateLargestRemainder(2082, [45856, 21380, 2164])).toEqual([1376, 641, 65]);
    // 5000 over 206938, 13545 → 4692.83, 307.17 → 4693, 307.
    expect(allocateLargestRemainder(5000, [206938, 13545])).toEqual([4693, 307]);
    expect(allocateLargestRemainder(0, [5, 7])).toEqual([0, 0]);
    expect(allocateLargestRemainder(10, [0, 0])).toEqual([0, 0]);
  });

  it('always adds up to the total and never gives a line more than its weight', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let round = 0; round < 200; round += 1) {
      const weights = Array.from({ length: 1 + (next() % 6) }, () => next() % 100000);
      const sum = weights.reduce((a, b) => a + b, 0);
      const total = sum === 0 ? 0 : next() % (sum + 1);
      const shares = allocateLargestRemainder(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
      shares.forEach((share, index) => expect(share).toBeLessThanOrEqual(weights[index]!));
    }
  });
});

describe('promotion money', () => {
  it('percent rounds half up and is capped; fixed never exceeds the base', () => {
    // 10 % of 49951 = 4995.1 → 4995; of 12345 = 1234.5 → 1235 (half up); capped at 5000 for 99999.
    expect(promotionDiscount({ kind: 'percent', value: 1000, maxDiscountMinor: 5000 }, 49951)).toBe(4995);
    expect(promotionDiscount({ kind: 'percent', value: 1000, maxDiscountMinor: null }, 12345)).toBe(1235);
    expect(promotionDiscount({ kind: 'percent', value: 1000, maxDiscountMinor: 5000 }, 99999)).toBe(5000);
    expect(promotionDiscount({ kind: 'fixed', value: 2000, maxDiscountMinor: null }, 1500)).toBe(1500);
    expect(promotionDiscount({ kind: 'fixed', value: 2000, maxDiscountMinor: null }, 0)).toBe(0);
  });

  it('applies stacked promotions on what lines still cost, only to lines in scope', () => {
    const lines = [
      { key: 1, sku: 'R1', categorySlug: 'rings', subtotalMinor: 48269 },
      { key: 2, sku: 'P1', categorySlug: 'pendants', subtotalMinor: 21380 },
      { key: 3, sku: 'C1', categorySlug: 'coins', subtotalMinor: 2164 },
    ];
    const { outcomes, lineDiscounts } = applyPromotions(lines, [
      promo({ id: 1, kind: 'percent', value: 500, categorySlugs: ['rings'] }),
      promo({ id: 2, kind: 'percent', value: 300 }),
      promo({ id: 3, kind: 'fixed', value: 100, productSkus: ['C1'] }),
    ]);
    expect(outcomes.map((outcome) => outcome.discountMinor)).toEqual([2413, 2082, 100]);
    expect([...lineDiscounts.entries()]).toEqual([
      [1, 3789],
      [2, 641],
      [3, 165],
    ]);
  });
});

describe('tax included', () => {
  it('is the amount less its pre-tax part rounded half up', () => {
    // 44480 × 100/103 = 43184.47 → 43184 → 1296; 1082 → 1050.49 → 1050 → 32; 202245 × 100/105 = 192614.29 → 9631.
    expect(includedTax(44480, 300)).toBe(1296);
    expect(includedTax(1082, 300)).toBe(32);
    expect(includedTax(202245, 500)).toBe(9631);
    expect(includedTax(0, 300)).toBe(0);
  });
});
