import type { LanguageCode, SeedProduct, SeedReview } from '../types';
import { products } from './products';
import { ITEM_WORDS, type Rating, REVIEW_TEXTS, REVIEWERS } from './review-texts';
import { createRandom } from './seeded-random';

/** Mostly happy customers, as a jeweller's real reviews are; a few middling and one or two unhappy. */
const RATING_WEIGHTS: [Rating, number][] = [
  [5, 0.55],
  [4, 0.3],
  [3, 0.1],
  [2, 0.05],
];

function pickRating(next: number): Rating {
  let sum = 0;
  for (const [rating, weight] of RATING_WEIGHTS) {
    sum += weight;
    if (next < sum) return rating;
  }
  return 5;
}

/**
 * Two to five approved reviews per product (none or one for pieces listed in the last two
 * weeks), in the languages of the subsites that sell it, dated after the piece was listed; about
 * one product in four also has one waiting for moderation, which the store must not show.
 */
function reviewsOf(product: SeedProduct): SeedReview[] {
  const random = createRandom(`reviews:${product.sku}`);
  const languages: LanguageCode[] = ['en', ...(product.subsites.includes('in') ? (['hi'] as const) : []), ...(product.subsites.includes('ae') ? (['ar'] as const) : [])];
  const count = product.listedDaysAgo < 14 ? random.int(0, 1) : random.int(2, 5);
  const used = new Set<string>();
  const reviews: SeedReview[] = [];
  for (let index = 0; index < count + (random.chance(0.25) ? 1 : 0); index += 1) {
    // English half the time, the subsite languages the rest.
    const language: LanguageCode = random.chance(0.5) ? 'en' : random.pick(languages);
    const subsite = language === 'hi' ? 'in' : language === 'ar' ? 'ae' : random.pick(product.subsites);
    const rating = pickRating(random.next());
    const texts = REVIEW_TEXTS[language][rating] ?? REVIEW_TEXTS[language][5]!;
    const fresh = texts.filter((candidate) => !used.has(`${language}:${candidate.title}`));
    const text = random.pick(fresh.length ? fresh : texts);
    used.add(`${language}:${text.title}`);
    const item = ITEM_WORDS[product.categorySlug]?.[language] ?? ITEM_WORDS.rings![language];
    reviews.push({
      sku: product.sku,
      reviewerName: random.pick(REVIEWERS[subsite][language].length ? REVIEWERS[subsite][language] : REVIEWERS[subsite].en),
      language,
      rating,
      title: text.title,
      body: text.body(item),
      status: index < count ? 'approved' : 'pending',
      daysAgo: random.int(0, Math.max(0, product.listedDaysAgo - 1)),
    });
  }
  return reviews;
}

export const reviews: SeedReview[] = products.flatMap(reviewsOf);
