CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"lang" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_version_doc_version_idx" ON "content_version" USING btree ("kind","slug","lang","version");--> statement-breakpoint
CREATE UNIQUE INDEX "content_version_published_idx" ON "content_version" USING btree ("kind","slug","lang") WHERE "content_version"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "content_version_list_idx" ON "content_version" USING btree ("kind","lang","published_at");