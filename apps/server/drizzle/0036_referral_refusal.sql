ALTER TABLE "referral" ADD COLUMN "refused_reason" text;--> statement-breakpoint
ALTER TABLE "referral" ADD COLUMN "refused_at" timestamp with time zone;