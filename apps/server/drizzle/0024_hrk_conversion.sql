CREATE TABLE "wallet_conversion_answer" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"from_account_id" integer,
	"converted" bigint,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_conversion_answer" ADD CONSTRAINT "wallet_conversion_answer_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_conversion_answer" ADD CONSTRAINT "wallet_conversion_answer_from_account_id_ledger_account_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "ledger_account"("id") ON DELETE no action ON UPDATE no action;