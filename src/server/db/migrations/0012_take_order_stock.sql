-- Placing an order takes its stock in one call, as the last write of its transaction, so a popular
-- option's stock row stays locked only from this call to the commit (docs/performance.md#placing-an-order).
-- Per line, in option-id order (two orders of the same options queue instead of deadlocking): the
-- conditional UPDATE (stock never goes below zero), then the line's pieces, lowest id first, passing
-- over pieces another order is taking (SKIP LOCKED), given to the line with their HUIDs recorded on it.
-- Each statement of a plpgsql function takes a fresh snapshot (READ COMMITTED), so pieces a concurrent
-- order committed while this one waited for the stock row are seen as taken.
-- p_lines: [{"lineId": 1, "optionId": 2, "quantity": 1}, …]. Returns null when every line got its
-- units, else {"optionId": …, "available": …} for the first line short (the caller rolls back).
CREATE OR REPLACE FUNCTION "take_order_stock"(p_subsite integer, p_lines jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  line record;
  left_over integer;
BEGIN
  FOR line IN
    SELECT (value->>'lineId')::int AS line_id, (value->>'optionId')::int AS option_id, (value->>'quantity')::int AS quantity
    FROM jsonb_array_elements(p_lines) ORDER BY 2, 1
  LOOP
    UPDATE "product_stock" SET "quantity" = "quantity" - line.quantity
      WHERE "option_id" = line.option_id AND "subsite_id" = p_subsite AND "quantity" >= line.quantity;
    IF NOT FOUND THEN
      SELECT "quantity" INTO left_over FROM "product_stock" WHERE "option_id" = line.option_id AND "subsite_id" = p_subsite;
      RETURN jsonb_build_object('optionId', line.option_id, 'available', greatest(coalesce(left_over, 0), 0));
    END IF;
    WITH claimed AS (
      SELECT "id" FROM "product_pieces"
      WHERE "option_id" = line.option_id AND "subsite_id" = p_subsite AND "order_line_id" IS NULL
      ORDER BY "id" LIMIT line.quantity FOR UPDATE SKIP LOCKED
    ), given AS (
      UPDATE "product_pieces" piece SET "order_line_id" = line.line_id FROM claimed WHERE piece."id" = claimed."id"
      RETURNING piece."id", piece."huid"
    )
    UPDATE "order_lines" SET "huids" = coalesce((SELECT jsonb_agg(given."huid" ORDER BY given."id") FROM given WHERE given."huid" IS NOT NULL), '[]'::jsonb)
      WHERE "id" = line.line_id;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Search finds the products whose SKU holds a word through this index instead of reading every
-- product (search/search-candidates.ts; docs/performance.md#search-at-100000-products).
CREATE INDEX IF NOT EXISTS "products_sku_search_idx" ON "products" USING gin (to_tsvector('simple', lower("sku")));
