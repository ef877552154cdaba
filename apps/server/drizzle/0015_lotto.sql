CREATE TABLE "lotto_draw" (
	"id" text PRIMARY KEY NOT NULL,
	"lottery_id" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"commitment" text NOT NULL,
	"chain_head" text NOT NULL,
	"seed" text NOT NULL,
	"numbers" smallint[],
	"bonus" smallint,
	"stakes" jsonb,
	"pool" jsonb,
	"jackpot_in" jsonb,
	"jackpot_out" jsonb,
	"drawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lotto_lottery" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"jackpot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lotto_ticket_draw" (
	"ticket_id" uuid NOT NULL,
	"draw_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"results" jsonb,
	"prize" bigint,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lotto_ticket_draw_ticket_id_draw_id_pk" PRIMARY KEY("ticket_id","draw_id")
);
--> statement-breakpoint
CREATE TABLE "lotto_ticket" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lottery_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"draws_count" integer NOT NULL,
	"line_price" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"winnings" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lotto_draw" ADD CONSTRAINT "lotto_draw_lottery_id_lotto_lottery_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "lotto_lottery"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_ticket_draw" ADD CONSTRAINT "lotto_ticket_draw_ticket_id_lotto_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "lotto_ticket"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_ticket_draw" ADD CONSTRAINT "lotto_ticket_draw_draw_id_lotto_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "lotto_draw"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_ticket" ADD CONSTRAINT "lotto_ticket_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_ticket" ADD CONSTRAINT "lotto_ticket_lottery_id_lotto_lottery_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "lotto_lottery"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lotto_draw_time_idx" ON "lotto_draw" USING btree ("lottery_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "lotto_draw_status_idx" ON "lotto_draw" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE INDEX "lotto_ticket_draw_draw_idx" ON "lotto_ticket_draw" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "lotto_ticket_user_idx" ON "lotto_ticket" USING btree ("user_id","created_at");