CREATE TABLE "casino_favorite" (
	"user_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_favorite_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);

--> statement-breakpoint
CREATE TABLE "casino_game" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"rtp" real NOT NULL,
	"volatility" text NOT NULL,
	"rules" text NOT NULL,
	"min_bet" bigint NOT NULL,
	"max_bet" bigint NOT NULL,
	"rank" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "casino_provider" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"wallet_url" text,
	"signing_key_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "casino_recent" (
	"user_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_recent_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);

--> statement-breakpoint
CREATE TABLE "casino_revealed_seed" (
	"server_seed_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
CREATE TABLE "casino_round" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer,
	"game_id" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"account_id" integer,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"total_stake" bigint NOT NULL,
	"multiplier" bigint,
	"payout" bigint DEFAULT 0 NOT NULL,
	"params" jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"actions" integer DEFAULT 0 NOT NULL,
	"server_seed_hash" text NOT NULL,
	"server_seed" text,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);

--> statement-breakpoint
CREATE TABLE "casino_seed" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
ALTER TABLE "casino_favorite" ADD CONSTRAINT "casino_favorite_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "casino_favorite" ADD CONSTRAINT "casino_favorite_game_id_casino_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "casino_game"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "casino_game" ADD CONSTRAINT "casino_game_provider_id_casino_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "casino_provider"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "casino_recent" ADD CONSTRAINT "casino_recent_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "casino_recent" ADD CONSTRAINT "casino_recent_game_id_casino_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "casino_game"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "casino_revealed_seed" ADD CONSTRAINT "casino_revealed_seed_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "casino_round" ADD CONSTRAINT "casino_round_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "casino_round" ADD CONSTRAINT "casino_round_game_id_casino_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "casino_game"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "casino_seed" ADD CONSTRAINT "casino_seed_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "casino_game_category_idx" ON "casino_game" USING btree ("category");
--> statement-breakpoint
CREATE INDEX "casino_recent_user_idx" ON "casino_recent" USING btree ("user_id","played_at");
--> statement-breakpoint
CREATE INDEX "casino_revealed_seed_user_idx" ON "casino_revealed_seed" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "casino_round_user_game_idx" ON "casino_round" USING btree ("user_id","game_id","created_at");
--> statement-breakpoint
CREATE INDEX "casino_round_game_idx" ON "casino_round" USING btree ("game_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "casino_round_open_idx" ON "casino_round" USING btree ("user_id","game_id") WHERE "casino_round"."status" = 'open' and "casino_round"."user_id" is not null;