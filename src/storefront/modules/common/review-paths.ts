/** Where the shopper's reviews live, and where one is written. */
export const MY_REVIEWS_PATH = '/dashboard/reviews';
export const writeReviewPath = (productID: number) => `/write-review?productID=${productID}`;
