ALTER TABLE "bet_coupon" ADD COLUMN "hyper_bonus_percent" smallint;--> statement-breakpoint
ALTER TABLE "bet_coupon" ADD COLUMN "hyper_bonus_rules" jsonb;--> statement-breakpoint
ALTER TABLE "bet_coupon" ADD COLUMN "hyper_bonus_paid" bigint DEFAULT 0 NOT NULL;