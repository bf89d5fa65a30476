-- Change notices that name the products (docs/performance.md#a-staff-edit-patches-the-copy). Until now
-- every write to a product's rows announced `catalogue`, "anything may have changed", and every services
-- process read its whole copy again: at 100,000 products 7.5–11 s in which every shopper of the subsite
-- waited, after each staff edit. A statement now names the products its rows touch (its transition
-- table, `changed`), and the copy reads only those again. A statement touching more than 500 products (an
-- import, a seed) still announces `catalogue`: the payload stays within NOTIFY's 8,000 bytes, and reading
-- the whole copy is then as cheap as patching it. A statement that touched no row announces nothing.
CREATE OR REPLACE FUNCTION "notify_changed_products"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    SELECT array_agg(DISTINCT "id" ORDER BY "id") INTO ids FROM changed;
  ELSIF TG_TABLE_NAME IN ('product_translations', 'product_prices', 'product_options', 'product_stones') THEN
    SELECT array_agg(DISTINCT "product_id" ORDER BY "product_id") INTO ids FROM changed;
  ELSIF TG_TABLE_NAME IN ('product_pieces', 'product_stock') THEN
    -- An option deleted with its product is gone already: the options' own notice names the product.
    SELECT array_agg(DISTINCT o."product_id" ORDER BY o."product_id") INTO ids FROM changed c JOIN "product_options" o ON o."id" = c."option_id";
  ELSIF TG_TABLE_NAME = 'categories' THEN
    SELECT array_agg(p."id" ORDER BY p."id") INTO ids FROM "products" p WHERE p."category_id" IN (SELECT "id" FROM changed);
  ELSIF TG_TABLE_NAME = 'category_translations' THEN
    SELECT array_agg(p."id" ORDER BY p."id") INTO ids FROM "products" p WHERE p."category_id" IN (SELECT "category_id" FROM changed);
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  IF cardinality(ids) > 500 THEN
    PERFORM pg_notify('catalogue_changes', json_build_object('kind', 'catalogue', 'table', TG_TABLE_NAME)::text);
  ELSE
    PERFORM pg_notify('catalogue_changes', json_build_object('kind', 'products', 'productIds', ids)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "products_notify" ON "products";
--> statement-breakpoint
DROP TRIGGER "product_translations_notify" ON "product_translations";
--> statement-breakpoint
DROP TRIGGER "product_prices_notify" ON "product_prices";
--> statement-breakpoint
DROP TRIGGER "product_options_notify" ON "product_options";
--> statement-breakpoint
DROP TRIGGER "product_stones_notify" ON "product_stones";
--> statement-breakpoint
DROP TRIGGER "product_pieces_notify" ON "product_pieces";
--> statement-breakpoint
DROP TRIGGER "categories_notify" ON "categories";
--> statement-breakpoint
DROP TRIGGER "category_translations_notify" ON "category_translations";
--> statement-breakpoint
-- A stock count updated stays a row's `stock` notice (migration 0010); a stock row added or removed
-- changes which options the product offers in the subsite.
DROP TRIGGER "product_stock_notify" ON "product_stock";
--> statement-breakpoint
CREATE TRIGGER "product_stock_notify" AFTER UPDATE ON "product_stock" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_rows"();
--> statement-breakpoint
-- A transition table is allowed on a trigger of one event only: three per table, and TRUNCATE apart.
CREATE TRIGGER "products_notify_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "products_notify_update" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "products_notify_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "product_translations_notify_insert" AFTER INSERT ON "product_translations" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "product_translations_notify_update" AFTER UPDATE ON "product_translations" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "product_translations_notify_delete" AFTER DELETE ON "product_translations" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "product_prices_notify_insert" AFTER INSERT ON "product_prices" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "product_prices_notify_update" AFTER UPDATE ON "product_prices" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "product_prices_notify_delete" AFTER DELETE ON "product_prices" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "product_options_notify_insert" AFTER INSERT ON "product_options" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "product_options_notify_update" AFTER UPDATE ON "product_options" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "product_options_notify_delete" AFTER DELETE ON "product_options" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "product_stones_notify_insert" AFTER INSERT ON "product_stones" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "product_stones_notify_update" AFTER UPDATE ON "product_stones" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "product_stones_notify_delete" AFTER DELETE ON "product_stones" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "product_pieces_notify_insert" AFTER INSERT ON "product_pieces" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "product_pieces_notify_delete" AFTER DELETE ON "product_pieces" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "product_stock_notify_insert" AFTER INSERT ON "product_stock" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "product_stock_notify_delete" AFTER DELETE ON "product_stock" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "categories_notify_insert" AFTER INSERT ON "categories" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "categories_notify_update" AFTER UPDATE ON "categories" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "categories_notify_delete" AFTER DELETE ON "categories" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "category_translations_notify_insert" AFTER INSERT ON "category_translations" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "category_translations_notify_update" AFTER UPDATE ON "category_translations" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
CREATE TRIGGER "category_translations_notify_delete" AFTER DELETE ON "category_translations" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_changed_products"();
--> statement-breakpoint
-- TRUNCATE names no rows: everything may have changed.
CREATE TRIGGER "products_notify_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_statement"();
--> statement-breakpoint
CREATE TRIGGER "product_translations_notify_truncate" AFTER TRUNCATE ON "product_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_statement"();
--> statement-breakpoint
CREATE TRIGGER "product_prices_notify_truncate" AFTER TRUNCATE ON "product_prices" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_statement"();
--> statement-breakpoint
CREATE TRIGGER "product_options_notify_truncate" AFTER TRUNCATE ON "product_options" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_statement"();
--> statement-breakpoint
CREATE TRIGGER "product_stones_notify_truncate" AFTER TRUNCATE ON "product_stones" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_statement"();
--> statement-breakpoint
CREATE TRIGGER "product_pieces_notify_truncate" AFTER TRUNCATE ON "product_pieces" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_statement"();
--> statement-breakpoint
CREATE TRIGGER "product_stock_notify_truncate" AFTER TRUNCATE ON "product_stock" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_statement"();
--> statement-breakpoint
CREATE TRIGGER "categories_notify_truncate" AFTER TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_statement"();
--> statement-breakpoint
CREATE TRIGGER "category_translations_notify_truncate" AFTER TRUNCATE ON "category_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_statement"();
--> statement-breakpoint
-- The words every language's documents take from a product's kind, metal, purity, colour and stones,
-- and the languages themselves, rewrite every search document (migration 0013): a copy's kept search
-- words would hold yesterday's matches. Rare back-office writes: the whole copy is read again.
CREATE TRIGGER "search_attribute_words_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_attribute_words" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_statement"();
--> statement-breakpoint
CREATE TRIGGER "languages_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "languages" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_statement"();
