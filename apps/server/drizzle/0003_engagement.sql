CREATE TABLE "favourites" (
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"object_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourites_player_id_type_object_id_pk" PRIMARY KEY("player_id","type","object_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"title" text NOT NULL,
	"caption" text,
	"body" text NOT NULL,
	"type" text NOT NULL,
	"object_type" text,
	"object_id" text,
	"dedupe_key" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_settings" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"stakes" jsonb,
	"odds_accept_mode" text,
	"odds_type" text,
	"push_subscription" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prediction_votes" (
	"prediction_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"option" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prediction_votes_prediction_id_player_id_pk" PRIMARY KEY("prediction_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_settings" ADD CONSTRAINT "player_settings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_votes" ADD CONSTRAINT "prediction_votes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_player_idx" ON "notifications" USING btree ("player_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("player_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_idx" ON "notifications" USING btree ("player_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "player_settings_updated_idx" ON "player_settings" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "prediction_votes_option_idx" ON "prediction_votes" USING btree ("prediction_id","option");