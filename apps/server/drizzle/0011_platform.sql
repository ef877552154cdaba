CREATE TABLE "analytics_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"stream" text NOT NULL,
	"name" text NOT NULL,
	"session_id" text NOT NULL,
	"path" text NOT NULL,
	"data" jsonb
);
--> statement-breakpoint
CREATE TABLE "cookie_agreement" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"agree_type" text NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cookie_agreement" ADD CONSTRAINT "cookie_agreement_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_event_at_idx" ON "analytics_event" USING btree ("at");--> statement-breakpoint
CREATE INDEX "analytics_event_name_at_idx" ON "analytics_event" USING btree ("name","at");