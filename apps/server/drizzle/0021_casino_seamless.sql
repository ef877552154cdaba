CREATE TABLE "casino_seamless_round" (
	"provider" text NOT NULL,
	"user_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"transaction_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_seamless_round_provider_user_id_round_id_pk" PRIMARY KEY("provider","user_id","round_id")
);
--> statement-breakpoint
ALTER TABLE "casino_seamless_round" ADD CONSTRAINT "casino_seamless_round_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;