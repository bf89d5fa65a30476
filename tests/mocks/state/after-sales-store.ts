import { keptStorage, loadKept, reloadWhenAnotherTabSaves } from './kept';

/**
 * The mocks' wishlists and shopper-written reviews (issue 6), kept in localStorage in the browser
 * like the other mock state so a page reload keeps them.
 */
export interface MockReview {
  reviewID: number;
  userID: number;
  productID: number;
  reviewerName: string;
  languageCode: string;
  rating: number;
  title: string;
  body: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
  updatedAt: string;
}

export interface AfterSalesState {
  /** userID → saved product ids with when they were saved, newest last. */
  wishlists: Record<string, { productID: number; addedAt: string }[]>;
  reviews: MockReview[];
  counter: number;
}

const STORAGE_KEY = 'aurum:msw-after-sales-state';
const emptyState = (): AfterSalesState => ({ wishlists: {}, reviews: [], counter: 5000 });

let state: AfterSalesState = loadKept(STORAGE_KEY, emptyState);
reloadWhenAnotherTabSaves(STORAGE_KEY, () => {
  state = loadKept(STORAGE_KEY, emptyState);
});

export const afterSalesState = (): AfterSalesState => state;

export function saveAfterSales(): void {
  keptStorage()?.setItem(STORAGE_KEY, JSON.stringify(state));
}

export function resetAfterSalesState(): void {
  state = emptyState();
  keptStorage()?.removeItem(STORAGE_KEY);
}

export function nextReviewID(): number {
  state.counter += 1;
  return state.counter;
}
