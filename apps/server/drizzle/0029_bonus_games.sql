CREATE TABLE "bonus_game_play" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_game_play_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"client_round_id" text NOT NULL,
	"game_id" text NOT NULL,
	"choice" jsonb,
	"seed_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"tier" text NOT NULL,
	"board" jsonb NOT NULL,
	"prize_kind" text NOT NULL,
	"prize_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"player_bonus_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_game_seed" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_game_seed_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_game_seed_server_seed_hash_unique" UNIQUE("server_seed_hash")
);
--> statement-breakpoint
CREATE TABLE "bonus_game_ticket" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_game_ticket_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"source" text NOT NULL,
	"delta" integer NOT NULL,
	"play_id" integer,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_game_ticket_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "bonus_game_play" ADD CONSTRAINT "bonus_game_play_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_game_play" ADD CONSTRAINT "bonus_game_play_seed_id_bonus_game_seed_id_fk" FOREIGN KEY ("seed_id") REFERENCES "bonus_game_seed"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_game_play" ADD CONSTRAINT "bonus_game_play_player_bonus_id_player_bonus_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "player_bonus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_game_seed" ADD CONSTRAINT "bonus_game_seed_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_game_ticket" ADD CONSTRAINT "bonus_game_ticket_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_game_ticket" ADD CONSTRAINT "bonus_game_ticket_play_id_bonus_game_play_id_fk" FOREIGN KEY ("play_id") REFERENCES "bonus_game_play"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_game_play_round_idx" ON "bonus_game_play" USING btree ("user_id","client_round_id");--> statement-breakpoint
CREATE INDEX "bonus_game_play_user_idx" ON "bonus_game_play" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_game_seed_current_idx" ON "bonus_game_seed" USING btree ("user_id") WHERE "bonus_game_seed"."revealed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "bonus_game_ticket_user_idx" ON "bonus_game_ticket" USING btree ("user_id","created_at");