import type { FastifyInstance } from 'fastify';
import { productRoutes } from './product-routes';
import { referenceRoutes } from './reference-routes';
import { CatalogueReadModel } from './read-model';
import { bindReadModel } from './read-model-binding';
import { refreshKeptWords, searchVocabulary, VOCABULARY_SAVE_MS, warmAskedWords } from './search-memo';
import { listedPriceOf, loadSellableProductsFromDatabase, repriceSellableProducts, type SellableProduct } from './sellable';

export { priceRateImpact } from './rate-impact';
export { listAdminProducts, setOptionStock } from './product-admin';
export { appendProductImage, editProduct, getProductForEdit, setProductPublished, type ProductWrite } from './product-edit';
export { getSellableProduct, getProductPriceBreakup, listPagesUsingRate, loadSellableProducts, type SellableOption, type SellableProduct } from './product-service';
export { localiseLabel } from './sellable';
export { readModelOf } from './read-model-binding';
export { listCountryRows, listStoreRows } from './reference-repository';
export { findStock, listLowStock, listStock, releaseStock, takeOrderStock, type OrderLineStock, type StockShortfall } from './stock-repository';

/** The catalogue: products, categories, metal rates, stores and countries (commerce service). */
export async function catalogueModule(app: FastifyInstance) {
  // The priced catalogue in memory (read-model.ts), kept current by the change notices.
  const model = new CatalogueReadModel(
    (site, productIds) => loadSellableProductsFromDatabase({ db: app.db, site, filters: productIds ? { productIds } : {} }),
    {
      // Listings sort and count by the default option's price, which a stock change can move (sellable.ts).
      sameListing: (before, after) => listedPriceOf(before as SellableProduct) === listedPriceOf(after as SellableProduct),
      // A rate change prices the dropped copy's products again, reading only the rates (sellable.ts).
      reprice: (site, products) => repriceSellableProducts({ db: app.db, site, products: products as SellableProduct[] }),
      // The words shoppers asked for most products are found again beside a rebuild (search-memo.ts).
      warm: warmAskedWords(app.db),
      // A staff edit names its products: the words' matches are scored again for those only (search-memo.ts).
      refresh: refreshKeptWords(app.db),
      // The words shoppers asked, kept across restarts for a process's first copies (search-memo.ts).
      vocabulary: searchVocabulary(app.db),
      onWarmError: (error) => app.log.warn({ err: error }, 'warming or refreshing the catalogue copy failed'),
    },
  );
  const unbind = bindReadModel(app.db, model);
  const unsubscribe = app.catalogueChanges.on((notice) => (notice.kind === 'lost' ? model.clear() : model.apply(notice)));
  const saving = setInterval(() => void model.saveVocabulary(), VOCABULARY_SAVE_MS);
  saving.unref();
  app.addHook('onClose', async () => {
    clearInterval(saving);
    unsubscribe();
    await model.saveVocabulary();
    unbind();
    model.close();
  });
  await app.register(productRoutes);
  await app.register(referenceRoutes);
}
