CREATE TABLE "office_account_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"enable_mail_news" boolean DEFAULT false NOT NULL,
	"enable_mail_deposit" boolean DEFAULT true NOT NULL,
	"enable_mail_bets" boolean DEFAULT true NOT NULL,
	"enable_sms_news" boolean DEFAULT false NOT NULL,
	"bonus_type" smallint DEFAULT 0 NOT NULL,
	"first_deposit_bonus_type" smallint DEFAULT 0 NOT NULL,
	"disallow_line_sport" integer[] DEFAULT '{}' NOT NULL,
	"disallow_live_sport" integer[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_idea" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "office_idea_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"topic" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_personal_data" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"surname" text,
	"name" text,
	"middle_name" text,
	"birth_date" date,
	"birth_place" text,
	"country_code" text,
	"region" text,
	"city" text,
	"registration_address" text,
	"postcode" text,
	"passport_series" text,
	"passport" text,
	"passport_date" date,
	"passport_issuer" text,
	"inn" text,
	"document_type_id" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "office_account_settings" ADD CONSTRAINT "office_account_settings_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_idea" ADD CONSTRAINT "office_idea_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_personal_data" ADD CONSTRAINT "office_personal_data_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "office_idea_user_idx" ON "office_idea" USING btree ("user_id","created_at");