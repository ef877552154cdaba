ALTER TABLE "support_conversation" ADD COLUMN "reply_email" text;--> statement-breakpoint
ALTER TABLE "support_message" ADD COLUMN "left_offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "support_message" ADD COLUMN "attachment_key" text;--> statement-breakpoint
ALTER TABLE "support_message" ADD COLUMN "attachment_mime" text;--> statement-breakpoint
ALTER TABLE "support_message" ADD COLUMN "attachment_size" integer;