-- A misspelt word of a search is matched by resemblance to the products' names (trigram word similarity,
-- search/search-candidates.ts): these indexes find the names that come close enough (`word <% haystack`
-- with pg_trgm.word_similarity_threshold set to the search's threshold) instead of comparing the word with
-- every product's names (docs/performance.md#search-at-100000-second-round). One per language, as for
-- the documents (migration 0013).
CREATE INDEX "product_search_documents_en_trgm_idx" ON "product_search_documents" USING gin ("haystack" gin_trgm_ops) WHERE "language_code" = 'en';
--> statement-breakpoint
CREATE INDEX "product_search_documents_hi_trgm_idx" ON "product_search_documents" USING gin ("haystack" gin_trgm_ops) WHERE "language_code" = 'hi';
--> statement-breakpoint
CREATE INDEX "product_search_documents_ar_trgm_idx" ON "product_search_documents" USING gin ("haystack" gin_trgm_ops) WHERE "language_code" = 'ar';
--> statement-breakpoint
-- A product's stones by product: building a product's search document reads its stones (migration 0013's
-- refresh_product_search_documents), as do the product page and the read model. Without it, building the
-- documents of 10,000 products read every stone row once per product (2,000 products: 7.4 s; with it,
-- 10,000 products: 3.5 s, at 100,070 products).
CREATE INDEX IF NOT EXISTS "product_stones_product_idx" ON "product_stones" ("product_id");
--> statement-breakpoint
-- Indexes nothing reads since search scores the stored documents (migration 0013): search built each
-- document from these columns and found candidates through them; no other statement matches
-- `search_vector` or the SKU's text-search vector, and the name matches of the back office
-- (`ilike` on a product's name or SKU, a review's title or product name) are OR-ed across two tables,
-- which no index of one table can answer (EXPLAIN in docs/performance.md#search-at-100000-second-round).
-- Each one cost every write of a product or translation (a seed of 100,000 products: 300,000 entries each).
DROP INDEX IF EXISTS "products_sku_search_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "product_translations_search_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "product_translations_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "category_translations_name_trgm_idx";
