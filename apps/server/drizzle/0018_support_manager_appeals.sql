CREATE TABLE "block_appeal" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "block_appeal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "support_manager" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"consultant_id" integer NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_consultant" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "support_consultant" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "block_appeal" ADD CONSTRAINT "block_appeal_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_manager" ADD CONSTRAINT "support_manager_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_manager" ADD CONSTRAINT "support_manager_consultant_id_support_consultant_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "support_consultant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "block_appeal_user_idx" ON "block_appeal" USING btree ("user_id","created_at");