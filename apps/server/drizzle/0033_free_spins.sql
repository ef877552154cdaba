CREATE TABLE "player_free_spins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_free_spins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"definition_id" integer NOT NULL,
	"source" text NOT NULL,
	"promo_code_id" integer,
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"spin_stake" bigint NOT NULL,
	"spins_total" integer NOT NULL,
	"spins_left" integer NOT NULL,
	"winnings" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"player_bonus_id" integer,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_definition" ADD COLUMN "free_spins" integer;--> statement-breakpoint
ALTER TABLE "bonus_definition" ADD COLUMN "free_spins_game_id" text;--> statement-breakpoint
ALTER TABLE "player_free_spins" ADD CONSTRAINT "player_free_spins_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_free_spins" ADD CONSTRAINT "player_free_spins_definition_id_bonus_definition_id_fk" FOREIGN KEY ("definition_id") REFERENCES "bonus_definition"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_free_spins" ADD CONSTRAINT "player_free_spins_promo_code_id_promo_code_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "promo_code"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_free_spins" ADD CONSTRAINT "player_free_spins_player_bonus_id_player_bonus_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "player_bonus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_free_spins_user_idx" ON "player_free_spins" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "player_free_spins_promo_once_idx" ON "player_free_spins" USING btree ("user_id","promo_code_id") WHERE "player_free_spins"."promo_code_id" IS NOT NULL;