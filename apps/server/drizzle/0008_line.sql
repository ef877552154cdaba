CREATE TABLE "game_results" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"champ_id" integer NOT NULL,
	"status_id" smallint NOT NULL,
	"score" jsonb,
	"winner_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "game_results_status" CHECK ("game_results"."status_id" IN (4, 5)),
	CONSTRAINT "game_results_source" CHECK ("game_results"."source" IN ('feed', 'operator'))
);
--> statement-breakpoint
CREATE INDEX "game_results_finished_idx" ON "game_results" USING btree ("finished_at");