CREATE TABLE "product_pieces" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"subsite_id" integer NOT NULL,
	"huid" varchar(6),
	"order_line_id" integer
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "huids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_pieces" ADD CONSTRAINT "product_pieces_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pieces" ADD CONSTRAINT "product_pieces_subsite_id_subsites_id_fk" FOREIGN KEY ("subsite_id") REFERENCES "public"."subsites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pieces" ADD CONSTRAINT "product_pieces_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_pieces_huid_idx" ON "product_pieces" USING btree ("huid");--> statement-breakpoint
CREATE INDEX "product_pieces_stock_idx" ON "product_pieces" USING btree ("option_id","subsite_id","id") WHERE "product_pieces"."order_line_id" is null;--> statement-breakpoint
CREATE INDEX "product_pieces_line_idx" ON "product_pieces" USING btree ("order_line_id");--> statement-breakpoint
-- Stores that have stock counts but no pieces yet: one piece per unit in stock. Gold and silver
-- pieces sold in India get a HUID (docs/hallmarking.md); the n-th one is the n-th number of a
-- fixed permutation of 0 … 34^6 − 1 ((n × 1000000007 + 123456789) mod 34^6: the multiplier is
-- prime to 34^6), written in base 34 over A–Z without I and O, then 0–9, so every HUID differs.
INSERT INTO "product_pieces" ("option_id", "subsite_id", "huid")
WITH "units" AS (
  SELECT s."option_id", s."subsite_id", g."k", (p."metal" IN ('gold', 'silver') AND ss."code" = 'in') AS "hallmarked"
  FROM "product_stock" s
  JOIN "product_options" o ON o."id" = s."option_id"
  JOIN "products" p ON p."id" = o."product_id"
  JOIN "subsites" ss ON ss."id" = s."subsite_id"
  CROSS JOIN LATERAL generate_series(1, s."quantity") AS g("k")
), "numbered" AS (
  SELECT u.*, (row_number() OVER (PARTITION BY u."hallmarked" ORDER BY u."option_id", u."subsite_id", u."k") * 1000000007 + 123456789) % 1544804416 AS "x"
  FROM "units" u
)
SELECT n."option_id", n."subsite_id",
  CASE WHEN n."hallmarked" THEN
    substr('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', (n."x" / 45435424 % 34)::int + 1, 1) ||
    substr('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', (n."x" / 1336336 % 34)::int + 1, 1) ||
    substr('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', (n."x" / 39304 % 34)::int + 1, 1) ||
    substr('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', (n."x" / 1156 % 34)::int + 1, 1) ||
    substr('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', (n."x" / 34 % 34)::int + 1, 1) ||
    substr('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', (n."x" % 34)::int + 1, 1)
  END
FROM "numbered" n
ORDER BY n."option_id", n."subsite_id", n."k";--> statement-breakpoint
-- A HUID belongs to one piece, not to a design: the product's single HUID goes.
ALTER TABLE "products" DROP COLUMN "huid";
