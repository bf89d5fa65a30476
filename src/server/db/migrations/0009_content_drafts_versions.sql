CREATE TABLE "content_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(30) NOT NULL,
	"subsite_id" integer NOT NULL,
	"language_code" varchar(3) DEFAULT '' NOT NULL,
	"payload" jsonb NOT NULL,
	"base_version" integer DEFAULT 0 NOT NULL,
	"author_id" integer,
	"author_email" varchar(254),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"publish_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"subsite_id" integer NOT NULL,
	"storage_key" varchar(80) NOT NULL,
	"content_type" varchar(20) NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(30) NOT NULL,
	"subsite_id" integer NOT NULL,
	"language_code" varchar(3) DEFAULT '' NOT NULL,
	"version" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"source" varchar(12) NOT NULL,
	"changed_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_id" integer,
	"author_email" varchar(254),
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_drafts_key_idx" ON "content_drafts" USING btree ("kind","subsite_id","language_code");--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_key_idx" ON "content_versions" USING btree ("kind","subsite_id","language_code","version");