CREATE TABLE "referral" (
	"friend_user_id" integer PRIMARY KEY NOT NULL,
	"referrer_user_id" integer,
	"via" text,
	"reflink_id" text,
	"tag_name" text,
	"ref_partner_id" text,
	"click_id" text,
	"utm_source" text,
	"sub_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"reward_bonus_id" integer,
	"qualified_at" timestamp with time zone,
	"qualifying_payment_id" text
);
--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_friend_user_id_app_user_id_fk" FOREIGN KEY ("friend_user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_referrer_user_id_app_user_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_reward_bonus_id_player_bonus_id_fk" FOREIGN KEY ("reward_bonus_id") REFERENCES "player_bonus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_referrer_idx" ON "referral" USING btree ("referrer_user_id","created_at");