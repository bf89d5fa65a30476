-- The words the stored search documents hold (migration 0013), per language: what a word still being typed
-- can stand for. A search matches each word as a prefix (`'ring':*`); the GIN index answers a prefix by
-- collecting every product of every matching lexeme into a bitmap before the words are intersected, which
-- at 100,000 products cost 8–13 ms of a three-word query's 19 ms. search_word_query() below spells such a
-- prefix as the lexemes that start with it (`'ring' | 'rings'`), which the index intersects with the other
-- words' entries without collecting any of them (0.9 ms; docs/performance.md#search-at-100000-fourth-round).
-- Only ever added to: a lexeme no document holds any more stands for nothing, so the vocabulary needs to
-- hold every word of every document, never only those. `C` collation: a prefix is a range of the key.
CREATE TABLE "search_lexemes" (
  "language_code" varchar(3) NOT NULL,
  "lexeme" text COLLATE "C" NOT NULL,
  PRIMARY KEY ("language_code", "lexeme")
);
--> statement-breakpoint
INSERT INTO "search_lexemes" ("language_code", "lexeme")
SELECT DISTINCT d."language_code", unnest(tsvector_to_array(d."document")) FROM "product_search_documents" d
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Every statement that writes documents (refresh_product_search_documents: one per statement of a seed)
-- adds their lexemes once, in key order: two edits adding the same new words at once wait for each
-- other in the same order and cannot deadlock.
CREATE OR REPLACE FUNCTION "note_search_lexemes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_lexemes" ("language_code", "lexeme")
  SELECT DISTINCT c."language_code", unnest(tsvector_to_array(c."document")) COLLATE "C" AS lexeme FROM changed c
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_search_documents_lexemes_insert" AFTER INSERT ON "product_search_documents" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "note_search_lexemes"();
--> statement-breakpoint
CREATE TRIGGER "product_search_documents_lexemes_update" AFTER UPDATE ON "product_search_documents" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "note_search_lexemes"();
--> statement-breakpoint
-- A search word's query for finding documents: `term` is the word as a prefix term (`'ring':*`), read in
-- the English configuration (stems) and the simple one (as written), as search ranks it. When each reading
-- is one prefix and at most 64 lexemes of the language start with either, the query is those lexemes OR-ed
-- (the same documents match: the vocabulary holds every lexeme of every document); otherwise the prefix
-- query itself. Stable: called once per statement (search-sql.ts wraps it in a scalar subquery).
CREATE OR REPLACE FUNCTION "search_word_query"(lang varchar, term text) RETURNS tsquery LANGUAGE plpgsql STABLE AS $$
DECLARE
  english tsquery := to_tsquery('english', term);
  simple tsquery := to_tsquery('simple', term);
  prefixes text[] := ARRAY[]::text[];
  reading text;
  found integer;
  alternatives text;
BEGIN
  FOREACH reading IN ARRAY ARRAY[english::text, simple::text] LOOP
    CONTINUE WHEN reading = '';
    -- Exactly one prefix lexeme (`'heritag':*`), else the prefix query.
    IF reading !~ '^''[^'' \\]+'':\*$' THEN RETURN english || simple; END IF;
    prefixes := prefixes || substr(reading, 2, length(reading) - 4);
  END LOOP;
  IF cardinality(prefixes) = 0 THEN RETURN english || simple; END IF;
  -- Each lexeme quoted for tsquery input (a quote doubled, a backslash escaped).
  SELECT count(*), string_agg('''' || replace(replace(l."lexeme", '\', '\\'), '''', '''''') || '''', ' | ')
  INTO found, alternatives
  FROM (
    -- A range of the key per prefix (LATERAL with its own limit: a join let the planner walk the whole language).
    SELECT DISTINCT x."lexeme" FROM unnest(prefixes) p, LATERAL (
      SELECT s."lexeme" FROM "search_lexemes" s
      WHERE s."language_code" = lang AND s."lexeme" >= (p COLLATE "C") AND s."lexeme" < ((p || chr(1114111)) COLLATE "C")
      LIMIT 65
    ) x
  ) l;
  IF found = 0 OR found > 64 THEN RETURN english || simple; END IF;
  RETURN alternatives::tsquery;
END $$;
