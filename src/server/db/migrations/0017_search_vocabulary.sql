-- The words shoppers asked for most products, per subsite and language, kept across restarts
-- (docs/performance.md#the-vocabulary-across-a-restart). A services process finds a common word's matches
-- once per copy of the catalogue, most of a second at 100,000 products, and a process just started has
-- none: its first shoppers each waited for the words they asked. Each process saves the words its copies
-- would warm (at most 32 per copy) every few minutes and as it stops; a copy built with nothing else to go
-- by finds those words again beside its build.
CREATE TABLE "search_vocabulary" (
  "subsite_id" integer NOT NULL REFERENCES "subsites" ("id") ON DELETE CASCADE,
  "language_code" varchar(3) NOT NULL,
  "word" text NOT NULL,
  "matches" integer NOT NULL,
  "saved_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("subsite_id", "language_code", "word")
);
