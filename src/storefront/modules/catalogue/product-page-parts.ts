/**
 * The parts of a product page that draw from the server's HTML alone and need no code until the
 * shopper uses them (the specifications, the price breakup, the reviews, the size guide and share
 * buttons). product-page.tsx shows each through product-parts.ts's LaterPart: the server renders
 * them in full, and the browser keeps that markup until this chunk has loaded after the page
 * showed, so none of it is in the page's first-load JavaScript (docs/page-speed.md, "Fifth round").
 */
export { PriceBreakupTable } from './price-breakup-table';
export { ProductReviews } from './product-reviews';
export { ProductSpecs } from './product-specs';
export { ShareButton } from './share-button';
export { SizeGuide } from './size-guide';
