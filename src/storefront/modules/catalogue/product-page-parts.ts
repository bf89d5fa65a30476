/**
 * The parts of a product page that draw from the server's HTML alone and need no code until the
 * shopper uses them (the specifications, the price breakup, the reviews, the size guide and share
 * buttons, the structured data). product-page.tsx loads them with React.lazy inside Suspense
 * boundaries: the server renders them in full, and in the browser React keeps that markup as it is
 * and hydrates it when this chunk arrives, so none of it is in the page's first-load JavaScript
 * (docs/page-speed.md, "Fifth round").
 */
export { ProductStructuredData } from '@/storefront/modules/seo/product-structured-data';
export { PriceBreakupTable } from './price-breakup-table';
export { ProductReviews } from './product-reviews';
export { ProductSpecs } from './product-specs';
export { ShareButton } from './share-button';
export { SizeGuide } from './size-guide';
