CREATE TABLE "host_players" (
	"host_ref" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "host_players_player_id_unique" UNIQUE("player_id")
);
--> statement-breakpoint
ALTER TABLE "host_players" ADD CONSTRAINT "host_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;