-- The storefront locale a payment returns to (docs/shopper-grade.md, "An extra amount paid from another
-- country's pages"): the page the shopper paid from, `in-en` or `ae-ar`. An order's payment starts on the
-- order's own site; an extra amount may be paid from any site's pages. Older payments have '' and return
-- to the order's own locale, as before.
ALTER TABLE "payments" ADD COLUMN "return_locale" varchar(12) DEFAULT '' NOT NULL;
