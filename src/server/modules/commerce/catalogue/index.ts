import type { FastifyInstance } from 'fastify';
import { productRoutes } from './product-routes';
import { referenceRoutes } from './reference-routes';
import { bindReadModel, CatalogueReadModel } from './read-model';
import { warmAskedWords } from './search-memo';
import { listedPriceOf, loadSellableProductsFromDatabase, type SellableProduct } from './sellable';

export { priceRateImpact } from './rate-impact';
export { listAdminProducts, setOptionStock } from './product-admin';
export { appendProductImage, editProduct, getProductForEdit, setProductPublished, type ProductWrite } from './product-edit';
export { getSellableProduct, getProductPriceBreakup, listPagesUsingRate, loadSellableProducts, type SellableOption, type SellableProduct } from './product-service';
export { localiseLabel } from './sellable';
export { readModelOf } from './read-model';
export { listCountryRows, listStoreRows } from './reference-repository';
export { findStock, listLowStock, listStock, releaseStock, takeOrderStock, type OrderLineStock, type StockShortfall } from './stock-repository';

/** The catalogue: products, categories, metal rates, stores and countries (commerce service). */
export async function catalogueModule(app: FastifyInstance) {
  // The priced catalogue in memory (read-model.ts), kept current by the change notices.
  const model = new CatalogueReadModel(
    (site, productIds) => loadSellableProductsFromDatabase({ db: app.db, site, filters: productIds ? { productIds } : {} }),
    // Listings sort and count by the default option's price, which a stock change can move (sellable.ts).
    (before, after) => listedPriceOf(before as SellableProduct) === listedPriceOf(after as SellableProduct),
    // The words shoppers asked for most products are found again beside a rebuild (search-memo.ts).
    warmAskedWords(app.db),
    (error) => app.log.warn({ err: error }, 'warming the catalogue copy failed'),
  );
  const unbind = bindReadModel(app.db, model);
  const unsubscribe = app.catalogueChanges.on((notice) => (notice.kind === 'lost' ? model.clear() : model.apply(notice)));
  app.addHook('onClose', async () => {
    unsubscribe();
    unbind();
    model.close();
  });
  await app.register(productRoutes);
  await app.register(referenceRoutes);
}
