ALTER TABLE "orders" ADD COLUMN "collected_minor" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "excess_note" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
-- Orders whose excess was set before this column: staff's words from the newest "Excess amount set to …: <note>" event.
UPDATE "orders" AS o SET "excess_note" = left(regexp_replace(e."note", '^Excess amount set to [^:]*: ', ''), 500)
FROM (
  SELECT DISTINCT ON ("order_id") "order_id", "note" FROM "order_events"
  WHERE "note" LIKE 'Excess amount set to %' ORDER BY "order_id", "created_at" DESC, "id" DESC
) AS e
WHERE e."order_id" = o."id" AND o."excess_minor" > 0;
