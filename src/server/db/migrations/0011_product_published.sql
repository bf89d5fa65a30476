-- Publishing a product (docs/back-office.md#products-and-stock): an unpublished product is left
-- out of every shopper read (listings, search, its page, the sitemap) and stays in the back office.
-- The products trigger of 0010 announces the change like any other product write.
ALTER TABLE "products" ADD COLUMN "published" boolean DEFAULT true NOT NULL;
