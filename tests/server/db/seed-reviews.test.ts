import { describe, expect, it } from 'vitest';
import { products } from '@/server/db/seed/data/products';
import { reviews } from '@/server/db/seed/data/reviews';

describe('the demo store reviews', () => {
  const bySku = new Map(products.map((product) => [product.sku, product]));

  it('review products of the catalogue, in the languages of the subsites that sell them', () => {
    for (const review of reviews) {
      const product = bySku.get(review.sku);
      expect(product, review.sku).toBeDefined();
      if (review.language === 'hi') expect(product!.subsites).toContain('in');
      if (review.language === 'ar') expect(product!.subsites).toContain('ae');
      expect(review.daysAgo).toBeLessThanOrEqual(Math.max(0, product!.listedDaysAgo - 1));
    }
  });

  it('give every product listed two weeks or more at least two approved reviews, in all three languages overall', () => {
    for (const product of products.filter((candidate) => candidate.listedDaysAgo >= 14)) {
      expect(reviews.filter((review) => review.sku === product.sku && review.status === 'approved').length, product.sku).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(reviews.map((review) => review.language))).toEqual(new Set(['en', 'hi', 'ar']));
    expect(reviews.some((review) => review.status === 'pending')).toBe(true);
  });

  it('have real text: a title, a body with no placeholder left, a rating of 2 to 5', () => {
    for (const review of reviews) {
      expect(review.title.length).toBeGreaterThan(3);
      expect(review.body.length).toBeGreaterThan(20);
      expect(review.body).not.toMatch(/undefined|\$\{/);
      expect(review.rating).toBeGreaterThanOrEqual(2);
    }
  });
});
