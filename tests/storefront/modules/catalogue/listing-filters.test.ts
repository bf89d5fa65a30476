import { describe, expect, it } from 'vitest';
import { clearedFilters, countActiveFilters, listingHref, listingParams, parseListingQuery, sameFilters } from '@/storefront/modules/catalogue/listing-filters';
import { pageWindow } from '@/storefront/modules/catalogue/pagination';

describe('listing filters in the URL', () => {
  it('reads valid filters and ignores the rest', () => {
    expect(parseListingQuery({ slug: ['rings'], metal: 'gold', purity: '22K', sort: 'price_asc', page: '3' })).toEqual({
      metal: 'gold',
      purity: '22K',
      sort: 'price_asc',
      page: 3,
    });
    expect(parseListingQuery({ metal: 'copper', purity: '14K', sort: 'random', page: '-2' })).toEqual({ sort: 'popularity', page: 1 });
    expect(parseListingQuery({ page: 'abc' }).page).toBe(1);
    expect(parseListingQuery({ metal: ['silver', 'gold'] }).metal).toBe('silver');
  });

  it('drops a purity the chosen metal is not sold in', () => {
    expect(parseListingQuery({ metal: 'silver', purity: '22K' })).toEqual({ metal: 'silver', sort: 'popularity', page: 1 });
  });

  it('keeps the search text, trimmed', () => {
    expect(parseListingQuery({ q: '  jhumka  ' }).q).toBe('jhumka');
    expect(parseListingQuery({ q: '   ' }).q).toBeUndefined();
  });

  it('builds one URL per state, defaults left out', () => {
    const filters = parseListingQuery({});
    expect(listingHref('/rings', filters)).toBe('/rings');
    expect(listingHref('/rings', filters, { metal: 'gold' })).toBe('/rings?metal=gold');
    expect(listingHref('/rings', { ...filters, metal: 'gold', page: 3 }, { sort: 'price_desc' })).toBe('/rings?metal=gold&sort=price_desc');
    expect(listingHref('/rings', { ...filters, metal: 'gold' }, { page: 2 })).toBe('/rings?metal=gold&page=2');
    expect(listingHref('/search', parseListingQuery({ q: 'chain' }), { metal: 'silver' })).toBe('/search?q=chain&metal=silver');
  });

  it('drops the purity when the metal changes to one without it, and clears filters', () => {
    const filters = parseListingQuery({ metal: 'gold', purity: '22K' });
    expect(listingHref('/rings', filters, { metal: 'platinum' })).toBe('/rings?metal=platinum');
    expect(listingHref('/rings', filters, { metal: undefined, purity: undefined })).toBe('/rings');
  });

  it('compares filters by their URL', () => {
    expect(sameFilters(parseListingQuery({ sort: 'popularity' }), parseListingQuery({}))).toBe(true);
    expect(sameFilters(parseListingQuery({ page: '2' }), parseListingQuery({}))).toBe(false);
  });

  it('asks the services for the category and the filters', () => {
    expect(listingParams(parseListingQuery({ metal: 'gold', page: '2' }), 'rings')).toEqual({
      category: 'rings',
      metal: 'gold',
      sort: 'popularity',
      page: 2,
      pageSize: 24,
    });
  });
});

describe('pagination window', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('shows first, last and two either side, with gaps', () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
  });
});

describe('issue 3 filters', () => {
  it('reads stone, gender, occasion and a price range, and drops a reversed range end', () => {
    expect(parseListingQuery({ stone: 'diamond', gender: 'women', occasion: 'wedding', minPrice: '25000', maxPrice: '49999' })).toEqual({
      stone: 'diamond',
      gender: 'women',
      occasion: 'wedding',
      minPrice: 25000,
      maxPrice: 49999,
      sort: 'popularity',
      page: 1,
    });
    expect(parseListingQuery({ stone: 'opal', gender: 'cats', minPrice: '-5', maxPrice: '1e9' })).toEqual({ sort: 'popularity', page: 1 });
    expect(parseListingQuery({ minPrice: '500', maxPrice: '100' })).toEqual({ minPrice: 500, sort: 'popularity', page: 1 });
  });

  it('ranks a search by relevance unless an order is chosen, and keeps that default out of the URL', () => {
    const search = parseListingQuery({ q: 'ring 22k' });
    expect(search.sort).toBe('relevance');
    expect(listingHref('/search', search)).toBe('/search?q=ring+22k');
    expect(listingHref('/search', search, { sort: 'price_asc' })).toBe('/search?q=ring+22k&sort=price_asc');
    // Relevance means nothing without a search: a category ignores it.
    expect(parseListingQuery({ sort: 'relevance' }).sort).toBe('popularity');
  });

  it('counts a price range as one filter and clears every filter at once', () => {
    const filters = parseListingQuery({ q: 'gold', metal: 'gold', minPrice: '100', maxPrice: '200', gender: 'men' });
    expect(countActiveFilters(filters)).toBe(3);
    expect(countActiveFilters(parseListingQuery({ maxPrice: '200' }))).toBe(1);
    expect(listingHref('/search', filters, clearedFilters())).toBe('/search?q=gold');
  });

  it('sends every filter to the services', () => {
    expect(listingParams(parseListingQuery({ q: 'ring', stone: 'none', occasion: 'daily', maxPrice: '9999' }))).toEqual({
      q: 'ring',
      stone: 'none',
      occasion: 'daily',
      maxPrice: 9999,
      sort: 'relevance',
      page: 1,
      pageSize: 24,
    });
  });
});
