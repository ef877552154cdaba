CREATE TABLE "promo_boost_code" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_boost_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"percent" integer NOT NULL,
	"cap" bigint NOT NULL,
	"currency" text NOT NULL,
	"min_odds" integer,
	"coupon_types" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_boost_code_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "promo_boost_use" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_boost_use_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"boost_code_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_coupon" ADD COLUMN "promo_boost_code_id" integer;--> statement-breakpoint
ALTER TABLE "bet_coupon" ADD COLUMN "promo_boost_percent" smallint;--> statement-breakpoint
ALTER TABLE "bet_coupon" ADD COLUMN "promo_boost_cap" bigint;--> statement-breakpoint
ALTER TABLE "bet_coupon" ADD COLUMN "promo_boost_paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_boost_use" ADD CONSTRAINT "promo_boost_use_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_boost_use" ADD CONSTRAINT "promo_boost_use_boost_code_id_promo_boost_code_id_fk" FOREIGN KEY ("boost_code_id") REFERENCES "promo_boost_code"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_boost_use_once_idx" ON "promo_boost_use" USING btree ("user_id","boost_code_id");