ALTER TABLE "orders" ADD COLUMN "request_fingerprint" varchar(64);
