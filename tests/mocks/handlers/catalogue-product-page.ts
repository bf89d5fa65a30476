import { http } from 'msw';
import { MAX_SUGGESTIONS, REVIEWS_PAGE_SIZE } from '@/shared/constants';
import { ProductIdParams, ProductUpsell } from '@/shared/contracts/catalogue';
import { PincodeCheck, PincodeParams } from '@/shared/contracts/delivery';
import { ProductPromotions, ProductPromotionsParams } from '@/shared/contracts/promotions';
import { ProductReviewsPage, ProductReviewsParams } from '@/shared/contracts/reviews';
import { SuggestQuery, Suggestions } from '@/shared/contracts/search';
import { describeDelivery, normalisePin, pinProblem } from '@/shared/delivery';
import { matchProducts, similarity, wordsOf } from '../lib/product-text-match';
import { commerceOk, MockHttpError, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { resolveMockSite } from '../lib/site';
import { parseInput, queryOf } from '../lib/validate';
import { getRecordedProduct } from './catalogue';

/**
 * The product page's calls and the search box's suggestions over the recorded catalogue:
 * promotions, upsell and reviews as the services answered them; the pincode check computed from
 * the recorded delivery places with the services' own rules (src/shared/delivery.ts), so the
 * date is today's; suggestions with the mocks' search (lib/product-text-match.ts).
 */
export const catalogueProductPageHandlers = [
  // Before `/api/products/:id/` in the handler list, which would take `suggest` for an id.
  http.get(
    anyOrigin('/api/products/suggest/'),
    withEnvelope('commerce', ({ request }) => {
      const { q } = parseInput(SuggestQuery, queryOf(request), 'querystring');
      const { catalogue } = resolveMockSite(request);
      const text = wordsOf(q).join(' ');
      const categories = catalogue.categories
        .filter((category) => text && (category.name.toLowerCase().startsWith(text) || similarity(text, category.name.toLowerCase()) >= 0.5))
        .slice(0, 3);
      const relevance = matchProducts(catalogue.products, q) ?? new Map<number, number>();
      const products = catalogue.products
        .filter((product) => relevance.has(product.detail.productID))
        .sort((a, b) => relevance.get(b.detail.productID)! - relevance.get(a.detail.productID)!)
        .slice(0, MAX_SUGGESTIONS - categories.length);
      return commerceOk(Suggestions, {
        q,
        suggestions: [
          ...categories.map((category) => ({ type: 'category' as const, categoryID: category.categoryID, slug: category.slug, name: category.name })),
          ...products.map(({ summary }) => ({
            type: 'product' as const,
            productID: summary.productID,
            slug: summary.slug,
            name: summary.name,
            categorySlug: summary.categorySlug,
            image: summary.image,
            price: summary.price,
          })),
        ],
      });
    }),
  ),
  http.get(
    anyOrigin('/api/products/:id/upsell'),
    withEnvelope('commerce', ({ request, params }) => {
      const { id } = parseInput(ProductIdParams, params, 'params');
      const site = resolveMockSite(request);
      const { upsell } = getRecordedProduct(site, id);
      // Only pieces the mocks can show when clicked, in the services' order.
      const recorded = upsell.flatMap((productID) => site.catalogue.products.find((product) => product.detail.productID === productID)?.summary ?? []);
      return commerceOk(ProductUpsell, recorded);
    }),
  ),
  http.get(
    anyOrigin('/api/products/:id/promotions/cart/:scope'),
    withEnvelope('commerce', ({ request, params }) => {
      const { id } = parseInput(ProductPromotionsParams, params, 'params');
      return commerceOk(ProductPromotions, getRecordedProduct(resolveMockSite(request), id).promotions);
    }),
  ),
  http.get(
    anyOrigin('/api/products/:id/reviews/page/:page'),
    withEnvelope('commerce', ({ request, params }) => {
      const { id, page } = parseInput(ProductReviewsParams, params, 'params');
      const { reviewPages } = getRecordedProduct(resolveMockSite(request), id);
      // Past the last page: the summary with no reviews, as the services answer.
      const answer = reviewPages[page - 1] ?? { ...reviewPages[0]!, reviews: [], page, pageSize: REVIEWS_PAGE_SIZE };
      return commerceOk(ProductReviewsPage, answer);
    }),
  ),
  http.get(
    anyOrigin('/api/products/:id/pincode/:pin'),
    withEnvelope('commerce', ({ request, params }) => {
      const { id, pin } = parseInput(PincodeParams, params, 'params');
      const site = resolveMockSite(request);
      const subsiteCode = site.locale.split('-')[0]!;
      const problem = pinProblem(subsiteCode, pin);
      if (problem) throw new MockHttpError(400, `params.pin: ${problem}`);
      getRecordedProduct(site, id);
      const pincode = normalisePin(pin);
      const place = site.catalogue.places[pincode];
      const row = place?.serviceable && place.city !== null && place.days !== null ? { serviceable: true, city: place.city, cod: place.cod, days: place.days } : null;
      const answer = describeDelivery({ productID: id, pincode, place: row, subsiteCode, languageCode: site.languageCode, now: new Date() });
      // A known place the store does not serve keeps its city, as in the services.
      return commerceOk(PincodeCheck, row ? answer : { ...answer, city: place?.city ?? null });
    }),
  ),
];
