-- An import names its products too (docs/performance.md#an-import-patches-the-copy). Migration 0016 named
-- the products of a statement touching at most 500 of them and announced `catalogue` above that, so an
-- import of a new collection (a few thousand products in one statement) made every services process read
-- its whole copy again: 5–8 s at 100,000 products in which every shopper of the subsite waited. A
-- statement now names up to 20,000 products, in notices of at most 500 ids each (NOTIFY's payload stays
-- within its 8,000 bytes); every notice of a transaction is delivered at its commit, in order. Only a
-- statement touching more (a seed, a rewrite of the whole catalogue) announces `catalogue`: reading the
-- whole copy is then as cheap as reading those products.
CREATE OR REPLACE FUNCTION "notify_changed_products"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  first integer;
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
  IF cardinality(ids) > 20000 THEN
    PERFORM pg_notify('catalogue_changes', json_build_object('kind', 'catalogue', 'table', TG_TABLE_NAME)::text);
  ELSE
    FOR first IN SELECT generate_series(1, cardinality(ids), 500) LOOP
      PERFORM pg_notify('catalogue_changes', json_build_object('kind', 'products', 'productIds', ids[first:first + 499])::text);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
