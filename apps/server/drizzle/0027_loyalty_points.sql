CREATE TABLE "loyalty_point" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_point_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"reward_id" text,
	"player_bonus_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_point_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "loyalty_point" ADD CONSTRAINT "loyalty_point_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point" ADD CONSTRAINT "loyalty_point_player_bonus_id_player_bonus_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "player_bonus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_point_user_idx" ON "loyalty_point" USING btree ("user_id","created_at");