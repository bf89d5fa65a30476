/**
 * A review's date as the product page shows it (27 Nov 2026). The first page of reviews has its
 * dates written on the server into the page's data: building a browser's first
 * `Intl.DateTimeFormat` costs 35–80 ms of main thread, which the product page would otherwise pay
 * while it starts (docs/page-speed.md, "The first number costs 40–80 ms"). Further pages, read in
 * the browser when asked for, format theirs here.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function reviewDate(iso: string, languageTag: string): string {
  let format = formats.get(languageTag);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag, { day: 'numeric', month: 'short', year: 'numeric' });
    formats.set(languageTag, format);
  }
  return format.format(new Date(iso));
}

/** The dates of a page of reviews, by review id: what the server writes into the page's data. */
export function reviewDates(reviews: readonly { reviewID: number; createdAt: string }[], languageTag: string): Record<number, string> {
  return Object.fromEntries(reviews.map((review) => [review.reviewID, reviewDate(review.createdAt, languageTag)]));
}
