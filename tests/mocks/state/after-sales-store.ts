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

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function load(): AfterSalesState {
  const saved = storage()?.getItem(STORAGE_KEY);
  if (!saved) return emptyState();
  try {
    return { ...emptyState(), ...(JSON.parse(saved) as Partial<AfterSalesState>) };
  } catch {
    return emptyState();
  }
}

let state: AfterSalesState = load();

export const afterSalesState = (): AfterSalesState => state;

export function saveAfterSales(): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(state));
}

export function resetAfterSalesState(): void {
  state = emptyState();
  storage()?.removeItem(STORAGE_KEY);
}

export function nextReviewID(): number {
  state.counter += 1;
  return state.counter;
}
