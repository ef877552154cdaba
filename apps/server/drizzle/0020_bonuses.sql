CREATE TABLE "bonus_definition" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_definition_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"percent" double precision DEFAULT 0 NOT NULL,
	"cap" bigint,
	"fixed_amount" bigint,
	"wagering_multiplier" double precision NOT NULL,
	"min_odds" double precision,
	"game_weights" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_weight" double precision DEFAULT 100 NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"currencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"new_players_only" boolean DEFAULT false NOT NULL,
	"verified_only" boolean DEFAULT false NOT NULL,
	"validity_days" integer NOT NULL,
	"max_conversion" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_bonus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_bonus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"definition_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"source" text NOT NULL,
	"promo_code_id" integer,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"wagering_required" bigint NOT NULL,
	"wagering_progress" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_code" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"definition_id" integer NOT NULL,
	"uses_left" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_code_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "player_bonus" ADD CONSTRAINT "player_bonus_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonus" ADD CONSTRAINT "player_bonus_definition_id_bonus_definition_id_fk" FOREIGN KEY ("definition_id") REFERENCES "bonus_definition"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonus" ADD CONSTRAINT "player_bonus_account_id_ledger_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonus" ADD CONSTRAINT "player_bonus_promo_code_id_promo_code_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "promo_code"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code" ADD CONSTRAINT "promo_code_definition_id_bonus_definition_id_fk" FOREIGN KEY ("definition_id") REFERENCES "bonus_definition"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_bonus_user_idx" ON "player_bonus" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonus_promo_once_idx" ON "player_bonus" USING btree ("user_id","promo_code_id") WHERE "player_bonus"."promo_code_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonus_first_deposit_once_idx" ON "player_bonus" USING btree ("user_id") WHERE "player_bonus"."source" = 'first_deposit';