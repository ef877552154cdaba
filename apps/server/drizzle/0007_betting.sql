CREATE TABLE "bet_booking" (
	"code" text PRIMARY KEY NOT NULL,
	"outcome_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bet_coupon_leg" (
	"coupon_id" bigint NOT NULL,
	"idx" smallint NOT NULL,
	"outcome_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"champ_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"param" double precision,
	"kind" smallint NOT NULL,
	"coef" integer NOT NULL,
	"block_id" smallint,
	"is_banker" boolean DEFAULT false NOT NULL,
	"is_lobby" boolean DEFAULT false NOT NULL,
	"amount" bigint,
	"status_id" smallint DEFAULT -1 NOT NULL,
	"result_version" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "bet_coupon_leg_coupon_id_idx_pk" PRIMARY KEY("coupon_id","idx")
);
--> statement-breakpoint
CREATE TABLE "bet_coupon" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"type_id" smallint NOT NULL,
	"stake" bigint NOT NULL,
	"block_stakes" jsonb,
	"system_value" smallint,
	"coef_policy" smallint NOT NULL,
	"total_coef" bigint,
	"anti_express_coef" integer,
	"bonus_coef" integer,
	"possible_win" bigint NOT NULL,
	"possible_win_min" bigint,
	"max_payout" bigint NOT NULL,
	"is_vip" boolean DEFAULT false NOT NULL,
	"promo_code" text,
	"status" text DEFAULT 'open' NOT NULL,
	"bet_status_id" smallint DEFAULT -1 NOT NULL,
	"share_ppm" integer DEFAULT 1000000 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"shortfall" bigint DEFAULT 0 NOT NULL,
	"cashed_out" bigint DEFAULT 0 NOT NULL,
	"cashout_count" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"settle_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_coupon_leg" ADD CONSTRAINT "bet_coupon_leg_coupon_id_bet_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "bet_coupon"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_coupon_leg_game_idx" ON "bet_coupon_leg" USING btree ("game_id","result_version");--> statement-breakpoint
CREATE UNIQUE INDEX "bet_coupon_idempotency_idx" ON "bet_coupon" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bet_coupon_user_idx" ON "bet_coupon" USING btree ("user_id","placed_at");