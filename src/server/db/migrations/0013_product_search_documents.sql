-- Each product's search document stored, per language (docs/performance.md#search-at-100000-products):
-- scoring a search reads it instead of building every candidate's document inside the statement.
-- Kept by triggers on every table the document is made of, in the writing transaction, so a search
-- never reads a document older than the rows it is made of.
--
-- The attribute words (a product's kind, metal, purity, colour and stones in every language of the
-- store) live here, their one home: they join each document (weight C) and search finds products
-- through them (search/search-candidates.ts). Changing them refreshes every document.
CREATE TABLE "search_attribute_words" (
  "kind" varchar(20) NOT NULL,
  "key" varchar(40) NOT NULL,
  "words" text NOT NULL,
  PRIMARY KEY ("kind", "key")
);
--> statement-breakpoint
-- By category slug: singular and plural, and the words shoppers use (Hindi and Arabic have no stemmer).
INSERT INTO "search_attribute_words" ("kind", "key", "words") VALUES
  ('metal', 'gold', 'gold सोना सोने ذهب'),
  ('metal', 'platinum', 'platinum प्लैटिनम بلاتين'),
  ('metal', 'silver', 'silver चांदी चाँदी فضة'),
  ('purity', '24K', '24k 24kt 24ct 24 carat karat'),
  ('purity', '22K', '22k 22kt 22ct 22 carat karat'),
  ('purity', '18K', '18k 18kt 18ct 18 carat karat'),
  ('purity', 'PT950', 'pt950 950'),
  ('purity', '925', '925 sterling'),
  ('purity', '999', '999 fine'),
  ('colour', 'yellow', 'yellow'),
  ('colour', 'rose', 'rose'),
  ('colour', 'white', 'white'),
  ('stone', 'diamond', 'diamond हीरा हीरे ألماس الماس'),
  ('stone', 'ruby', 'ruby माणिक ياقوت'),
  ('stone', 'emerald', 'emerald पन्ना زمرد'),
  ('stone', 'sapphire', 'sapphire नीलम ياقوت أزرق'),
  ('stone', 'pearl', 'pearl मोती لؤلؤ'),
  ('stone', 'polki', 'polki पोल्की بولكي'),
  ('stone', 'cubic_zirconia', 'zirconia cz زركونيا'),
  ('category', 'rings', 'ring rings band अंगूठी अंगूठियाँ छल्ला خاتم خواتم'),
  ('category', 'earrings', 'earring earrings studs jhumka ईयररिंग्स झुमके बालियाँ أقراط قرط حلق'),
  ('category', 'necklaces', 'necklace necklaces haar हार नेकलेस قلادة قلائد عقد'),
  ('category', 'bangles', 'bangle bangles bracelet kada कंगन चूड़ी चूड़ियाँ कड़ा أسورة أساور'),
  ('category', 'pendants', 'pendant pendants locket पेंडेंट लॉकेट دلاية دلايات'),
  ('category', 'chains', 'chain chains चेन ज़ंजीर سلسلة سلاسل'),
  ('category', 'coins', 'coin coins सिक्का सिक्के कॉइन عملة عملات');
--> statement-breakpoint
CREATE TABLE "product_search_documents" (
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "language_code" varchar(3) NOT NULL,
  -- Name and description in the language and in English, the category's names, the attribute words, the SKU.
  "document" tsvector NOT NULL,
  -- The names only, lower-cased: what a misspelt word is compared with (trigram word similarity).
  "haystack" text NOT NULL,
  PRIMARY KEY ("product_id", "language_code")
);
--> statement-breakpoint
-- Builds the documents of the given products (every product when null) in every language, exactly as
-- search scored them when it built them per query (migration 0002's vectors, the attribute words).
CREATE OR REPLACE FUNCTION "refresh_product_search_documents"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_search_documents" WHERE ids IS NULL OR "product_id" IN (SELECT unnest(ids));
  INSERT INTO "product_search_documents" ("product_id", "language_code", "document", "haystack")
  SELECT p.id, l.code,
    coalesce(local_text.search_vector, ''::tsvector)
      || coalesce(english_text.search_vector, ''::tsvector)
      || coalesce(local_category.search_vector, ''::tsvector)
      || coalesce(english_category.search_vector, ''::tsvector)
      || setweight(to_tsvector('english', attributes.text), 'C')
      || setweight(to_tsvector('simple', attributes.text), 'C')
      || setweight(to_tsvector('simple', lower(p.sku)), 'C'),
    lower(concat_ws(' ', local_text.name, english_text.name, local_category.name, english_category.name))
  FROM "products" p
  CROSS JOIN "languages" l
  JOIN "categories" category ON category.id = p.category_id
  CROSS JOIN (
    SELECT jsonb_object_agg(kind, entries) AS words
    FROM (SELECT "kind", jsonb_object_agg("key", "words") AS entries FROM "search_attribute_words" GROUP BY "kind") kinds
  ) attribute_words
  LEFT JOIN LATERAL (SELECT array_agg(DISTINCT s.kind) AS kinds FROM "product_stones" s WHERE s.product_id = p.id) stones ON true
  CROSS JOIN LATERAL (
    SELECT concat_ws(' ',
      attribute_words.words -> 'category' ->> category.slug,
      attribute_words.words -> 'metal' ->> p.metal,
      attribute_words.words -> 'purity' ->> p.purity,
      attribute_words.words -> 'colour' ->> p.colour,
      (SELECT string_agg(attribute_words.words -> 'stone' ->> kind, ' ') FROM unnest(stones.kinds) kind)
    ) AS text
  ) attributes
  LEFT JOIN "product_translations" local_text ON local_text.product_id = p.id AND local_text.language_code = l.code
  LEFT JOIN "product_translations" english_text ON english_text.product_id = p.id AND english_text.language_code = 'en' AND l.code <> 'en'
  LEFT JOIN "category_translations" local_category ON local_category.category_id = p.category_id AND local_category.language_code = l.code
  LEFT JOIN "category_translations" english_category ON english_category.category_id = p.category_id AND english_category.language_code = 'en' AND l.code <> 'en'
  WHERE ids IS NULL OR p.id IN (SELECT unnest(ids));
END $$;
--> statement-breakpoint
-- The products a statement's rows touch (its transition table, `changed`), refreshed once per statement:
-- seeding 100,000 products is one refresh per table, not one per row.
CREATE OR REPLACE FUNCTION "refresh_search_documents_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    SELECT array_agg("id") INTO ids FROM changed;
  ELSIF TG_TABLE_NAME IN ('product_translations', 'product_stones') THEN
    SELECT array_agg(DISTINCT "product_id") INTO ids FROM changed;
  ELSIF TG_TABLE_NAME = 'categories' THEN
    SELECT array_agg(p.id) INTO ids FROM "products" p WHERE p.category_id IN (SELECT "id" FROM changed);
  ELSIF TG_TABLE_NAME = 'category_translations' THEN
    SELECT array_agg(p.id) INTO ids FROM "products" p WHERE p.category_id IN (SELECT "category_id" FROM changed);
  END IF;
  IF ids IS NOT NULL THEN PERFORM "refresh_product_search_documents"(ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_all_search_documents"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_product_search_documents"(NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_search_documents_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "products_search_update" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_search_documents_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_translations_search_insert" AFTER INSERT ON "product_translations" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_search_documents_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_translations_search_update" AFTER UPDATE ON "product_translations" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_search_documents_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_translations_search_delete" AFTER DELETE ON "product_translations" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_search_documents_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_stones_search_insert" AFTER INSERT ON "product_stones" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_search_documents_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_stones_search_update" AFTER UPDATE ON "product_stones" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_search_documents_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "product_stones_search_delete" AFTER DELETE ON "product_stones" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_search_documents_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "category_translations_search_insert" AFTER INSERT ON "category_translations" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_search_documents_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "category_translations_search_update" AFTER UPDATE ON "category_translations" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_search_documents_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "category_translations_search_delete" AFTER DELETE ON "category_translations" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_search_documents_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "categories_search_update" AFTER UPDATE ON "categories" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "refresh_search_documents_of_rows"();
--> statement-breakpoint
CREATE TRIGGER "languages_search" AFTER INSERT OR UPDATE OR DELETE ON "languages" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_all_search_documents"();
--> statement-breakpoint
CREATE TRIGGER "search_attribute_words_search" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_attribute_words" FOR EACH STATEMENT EXECUTE FUNCTION "refresh_all_search_documents"();
--> statement-breakpoint
-- The documents of what is already there (none on a new database: the seed comes after the migrations).
SELECT "refresh_product_search_documents"(NULL);
--> statement-breakpoint
-- Search finds the products holding each word of a query through these indexes (search/search-candidates.ts),
-- one per language: a search reads one language's documents, and an index over all of them made PostgreSQL
-- fetch and throw away the other languages' rows (at 100,000 products, 45,000 rows read for "ring" to keep
-- 15,000). A language added to the store needs its index here too (without it, search still answers, slower).
CREATE INDEX "product_search_documents_en_idx" ON "product_search_documents" USING gin ("document") WHERE "language_code" = 'en';
--> statement-breakpoint
CREATE INDEX "product_search_documents_hi_idx" ON "product_search_documents" USING gin ("document") WHERE "language_code" = 'hi';
--> statement-breakpoint
CREATE INDEX "product_search_documents_ar_idx" ON "product_search_documents" USING gin ("document") WHERE "language_code" = 'ar';
