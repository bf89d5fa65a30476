import type { FastifyInstance } from 'fastify';
import { productRoutes } from './product-routes';
import { referenceRoutes } from './reference-routes';

export { priceRateImpact } from './rate-impact';
export { listAdminProducts, setOptionStock } from './product-admin';
export { getSellableProduct, getProductPriceBreakup, listPagesUsingRate, loadSellableProducts, type SellableOption, type SellableProduct } from './product-service';
export { localiseLabel } from './sellable';
export { listCountryRows, listStoreRows } from './reference-repository';
export { assignPieces, claimPieces, findStock, listLowStock, listStock, releaseStock, takeStock, type ClaimedPiece } from './stock-repository';

/** The catalogue: products, categories, metal rates, stores and countries (commerce service). */
export async function catalogueModule(app: FastifyInstance) {
  await app.register(productRoutes);
  await app.register(referenceRoutes);
}
