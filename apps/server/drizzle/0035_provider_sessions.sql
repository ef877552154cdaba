CREATE TABLE "casino_provider_session" (
	"launch_hash" text PRIMARY KEY NOT NULL,
	"session_hash" text,
	"provider" text NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"site_session_id" text NOT NULL,
	"launch_expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_provider_session_session_hash_unique" UNIQUE("session_hash")
);
--> statement-breakpoint
CREATE TABLE "casino_seamless_nonce" (
	"provider" text NOT NULL,
	"nonce" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_seamless_nonce_provider_nonce_pk" PRIMARY KEY("provider","nonce")
);
--> statement-breakpoint
CREATE TABLE "sandbox_provider_round" (
	"round_id" text PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"game" text NOT NULL,
	"stake" bigint NOT NULL,
	"params" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "casino_seamless_round" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "casino_provider_session" ADD CONSTRAINT "casino_provider_session_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "casino_provider_session_user_idx" ON "casino_provider_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "casino_seamless_nonce_seen_idx" ON "casino_seamless_nonce" USING btree ("seen_at");