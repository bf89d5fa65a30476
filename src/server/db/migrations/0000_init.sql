CREATE TABLE "languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(3) NOT NULL,
	"name" text NOT NULL,
	"direction" varchar(3) DEFAULT 'ltr' NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "subsite_languages" (
	"subsite_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subsite_languages_subsite_id_language_id_pk" PRIMARY KEY("subsite_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "subsites" (
	"id" integer PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"code" varchar(3) NOT NULL,
	"code_2" varchar(3) NOT NULL,
	"name" text NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"currency_symbol" varchar(8) NOT NULL,
	"decimal_places" integer,
	"phone_code" varchar(6) NOT NULL,
	"otp_methods" text DEFAULT 'sms' NOT NULL,
	"tax_label" text NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subsites_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(10) NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"clear_cart_on_logout" boolean DEFAULT false NOT NULL,
	"persist_shopping_cart" boolean DEFAULT true NOT NULL,
	"persist_lifetime_days" integer DEFAULT 30 NOT NULL,
	CONSTRAINT "websites_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"image" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"language_code" varchar(3) NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "category_translations_category_id_language_code_pk" PRIMARY KEY("category_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "metal_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"subsite_id" integer NOT NULL,
	"metal" varchar(16) NOT NULL,
	"purity" varchar(8) NOT NULL,
	"rate_per_gram_minor" bigint NOT NULL,
	"effective_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT 'seed' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"code" varchar(30) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"labels" jsonb NOT NULL,
	"weight_delta_mg" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"subsite_id" integer NOT NULL,
	"making_per_gram_minor" bigint DEFAULT 0 NOT NULL,
	"stones_minor" bigint DEFAULT 0 NOT NULL,
	"other_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_prices_product_id_subsite_id_pk" PRIMARY KEY("product_id","subsite_id")
);
--> statement-breakpoint
CREATE TABLE "product_stock" (
	"option_id" integer NOT NULL,
	"subsite_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "product_stock_option_id_subsite_id_pk" PRIMARY KEY("option_id","subsite_id")
);
--> statement-breakpoint
CREATE TABLE "product_stones" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"count" integer NOT NULL,
	"carat_milli" integer NOT NULL,
	"shape" text,
	"clarity" text,
	"colour" text,
	"certificate_lab" text,
	"certificate_number" text
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"language_code" varchar(3) NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "product_translations_product_id_language_code_pk" PRIMARY KEY("product_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" varchar(40) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"category_id" integer NOT NULL,
	"metal" varchar(16) NOT NULL,
	"purity" varchar(8) NOT NULL,
	"colour" varchar(16) NOT NULL,
	"gross_weight_mg" integer NOT NULL,
	"net_weight_mg" integer NOT NULL,
	"making_charge_type" varchar(10) NOT NULL,
	"making_charge_bp" integer DEFAULT 0 NOT NULL,
	"wastage_bp" integer DEFAULT 0 NOT NULL,
	"making_offer_bp" integer DEFAULT 0 NOT NULL,
	"gender" varchar(10) NOT NULL,
	"occasion" varchar(10) NOT NULL,
	"huid" varchar(6),
	"popularity" integer DEFAULT 0 NOT NULL,
	"images" jsonb NOT NULL,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "url_rewrites" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_path" varchar(300) NOT NULL,
	"entity_type" varchar(10) NOT NULL,
	"entity_id" integer NOT NULL,
	CONSTRAINT "url_rewrites_request_path_unique" UNIQUE("request_path")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"added_unit_price_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subsite_id" integer NOT NULL,
	"user_id" integer,
	"promo_id" integer,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	"names" jsonb NOT NULL,
	"phone_code" varchar(6) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"subsite_id" integer NOT NULL,
	"pincode" varchar(12) NOT NULL,
	"city" text NOT NULL,
	"serviceable" boolean NOT NULL,
	"cod" boolean NOT NULL,
	"days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(30) NOT NULL,
	"subsite_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"kind" varchar(10) NOT NULL,
	"value" bigint NOT NULL,
	"min_subtotal_minor" bigint DEFAULT 0 NOT NULL,
	"max_discount_minor" bigint,
	"category_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_skus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"once_per_customer" boolean DEFAULT false NOT NULL,
	"stackable" boolean DEFAULT false NOT NULL,
	"show_on_product" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"code" varchar(10) NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"subsite_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"addresses" jsonb NOT NULL,
	"cities" jsonb NOT NULL,
	"hours" jsonb NOT NULL,
	"phone" text NOT NULL,
	"latitude" text NOT NULL,
	"longitude" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" varchar(254),
	"phone" varchar(20),
	"password_hash" text,
	"role" varchar(10) DEFAULT 'customer' NOT NULL,
	"subsite_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(30) NOT NULL,
	"subsite_id" integer NOT NULL,
	"language_code" varchar(3) DEFAULT '' NOT NULL,
	"payload" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subsite_languages" ADD CONSTRAINT "subsite_languages_subsite_id_subsites_id_fk" FOREIGN KEY ("subsite_id") REFERENCES "public"."subsites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsite_languages" ADD CONSTRAINT "subsite_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsites" ADD CONSTRAINT "subsites_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_rates" ADD CONSTRAINT "metal_rates_subsite_id_subsites_id_fk" FOREIGN KEY ("subsite_id") REFERENCES "public"."subsites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_subsite_id_subsites_id_fk" FOREIGN KEY ("subsite_id") REFERENCES "public"."subsites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_subsite_id_subsites_id_fk" FOREIGN KEY ("subsite_id") REFERENCES "public"."subsites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stones" ADD CONSTRAINT "product_stones_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_subsite_id_subsites_id_fk" FOREIGN KEY ("subsite_id") REFERENCES "public"."subsites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pincodes" ADD CONSTRAINT "pincodes_subsite_id_subsites_id_fk" FOREIGN KEY ("subsite_id") REFERENCES "public"."subsites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_subsite_id_subsites_id_fk" FOREIGN KEY ("subsite_id") REFERENCES "public"."subsites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_subsite_id_subsites_id_fk" FOREIGN KEY ("subsite_id") REFERENCES "public"."subsites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metal_rates_lookup_idx" ON "metal_rates" USING btree ("subsite_id","metal","purity","effective_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_code_idx" ON "product_options" USING btree ("product_id","code");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_metal_idx" ON "products" USING btree ("metal","purity");--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_key_idx" ON "content_entries" USING btree ("kind","subsite_id","language_code");