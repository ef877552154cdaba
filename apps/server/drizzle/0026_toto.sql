CREATE TABLE "toto_coupon" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"draw_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"predictions" jsonb NOT NULL,
	"combinations" integer NOT NULL,
	"per_combination" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"hits" jsonb,
	"best_hits" smallint,
	"prize" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "toto_draw" (
	"id" text PRIMARY KEY NOT NULL,
	"rules_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"events" jsonb NOT NULL,
	"results" jsonb,
	"stakes" jsonb,
	"pool" jsonb,
	"jackpot_in" jsonb,
	"jackpot_out" jsonb,
	"tiers" jsonb,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "toto_jackpot" (
	"id" text PRIMARY KEY NOT NULL,
	"jackpot" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "toto_coupon" ADD CONSTRAINT "toto_coupon_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toto_coupon" ADD CONSTRAINT "toto_coupon_draw_id_toto_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "toto_draw"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toto_draw" ADD CONSTRAINT "toto_draw_rules_id_toto_jackpot_id_fk" FOREIGN KEY ("rules_id") REFERENCES "toto_jackpot"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "toto_coupon_user_idx" ON "toto_coupon" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "toto_coupon_draw_idx" ON "toto_coupon" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "toto_draw_status_idx" ON "toto_draw" USING btree ("status","closes_at");