-- Change notices of the catalogue read model (docs/performance.md): every write to a table the
-- priced catalogue is built from announces itself on the `catalogue_changes` channel. NOTIFY is
-- transactional: a listener hears of a change only once it is committed, and never of one rolled
-- back, so a services process never drops its copy too early or for nothing.
CREATE OR REPLACE FUNCTION "notify_catalogue_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'metal_rates' THEN
    PERFORM pg_notify('catalogue_changes', json_build_object('kind', 'rates', 'subsiteId', changed.subsite_id)::text);
  ELSE
    -- A stock row added or removed changes which options are offered: the whole catalogue follows.
    PERFORM pg_notify('catalogue_changes', json_build_object('kind', CASE WHEN TG_OP = 'UPDATE' THEN 'stock' ELSE 'catalogue' END, 'subsiteId', changed.subsite_id, 'optionId', changed.option_id)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_catalogue_statement"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changes', json_build_object('kind', 'catalogue', 'table', TG_TABLE_NAME)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "metal_rates_notify" AFTER INSERT OR UPDATE OR DELETE ON "metal_rates" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_stock_notify" AFTER INSERT OR UPDATE OR DELETE ON "product_stock" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_rows"();
--> statement-breakpoint
CREATE TRIGGER "products_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_statement"();
--> statement-breakpoint
CREATE TRIGGER "product_translations_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_statement"();
--> statement-breakpoint
CREATE TRIGGER "product_prices_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_prices" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_statement"();
--> statement-breakpoint
CREATE TRIGGER "product_options_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_options" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_statement"();
--> statement-breakpoint
CREATE TRIGGER "product_stones_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_stones" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_statement"();
--> statement-breakpoint
CREATE TRIGGER "product_pieces_notify" AFTER INSERT OR DELETE OR TRUNCATE ON "product_pieces" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_statement"();
--> statement-breakpoint
CREATE TRIGGER "categories_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_statement"();
--> statement-breakpoint
CREATE TRIGGER "category_translations_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_translations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_statement"();
