CREATE TABLE "casino_seamless_rollback" (
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_seamless_rollback_provider_transaction_id_pk" PRIMARY KEY("provider","transaction_id")
);
