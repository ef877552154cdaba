CREATE TABLE "tournament_entry" (
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_entry_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_result" (
	"tournament_id" integer NOT NULL,
	"position" integer NOT NULL,
	"rank" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" bigint NOT NULL,
	"rounds" integer NOT NULL,
	"prize" bigint NOT NULL,
	CONSTRAINT "tournament_result_tournament_id_position_pk" PRIMARY KEY("tournament_id","position")
);
--> statement-breakpoint
CREATE TABLE "tournament" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"game_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"scoring" text NOT NULL,
	"min_stake" bigint NOT NULL,
	"prizes" jsonb NOT NULL,
	"opt_in" boolean DEFAULT true NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_entry" ADD CONSTRAINT "tournament_entry_tournament_id_tournament_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "tournament"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entry" ADD CONSTRAINT "tournament_entry_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_result" ADD CONSTRAINT "tournament_result_tournament_id_tournament_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "tournament"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_result" ADD CONSTRAINT "tournament_result_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_entry_user_idx" ON "tournament_entry" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tournament_window_idx" ON "tournament" USING btree ("ends_at","starts_at");