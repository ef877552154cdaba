CREATE TABLE "rg_limit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rg_limit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"limit_type" smallint NOT NULL,
	"limit_value" bigint NOT NULL,
	"currency" text,
	"state" text NOT NULL,
	"need_approve" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"self_exclude_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_questionnaire" (
	"token_guid" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"limits" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rg_session" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"seconds_today" integer DEFAULT 0 NOT NULL,
	"last_ping_at" timestamp with time zone,
	"session_started_at" timestamp with time zone,
	"reality_check_next_at" timestamp with time zone,
	"reality_check_off" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rg_limit" ADD CONSTRAINT "rg_limit_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_questionnaire" ADD CONSTRAINT "rg_questionnaire_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_session" ADD CONSTRAINT "rg_session_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rg_limit_user_idx" ON "rg_limit" USING btree ("user_id","limit_type","state");