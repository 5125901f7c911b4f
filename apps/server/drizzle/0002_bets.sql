CREATE TABLE "bet_requests" (
	"player_id" integer NOT NULL,
	"key" text NOT NULL,
	"body_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bet_requests_player_id_key_pk" PRIMARY KEY("player_id","key")
);
--> statement-breakpoint
CREATE TABLE "bet_selections" (
	"bet_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"match_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"specifier" text NOT NULL,
	"outcome_id" text NOT NULL,
	"odds_millis" integer NOT NULL,
	"requested_odds_millis" integer NOT NULL,
	"outcome_name" text NOT NULL,
	"market_name" text NOT NULL,
	"match_name" text NOT NULL,
	"match_urn_id" text NOT NULL,
	"provider" text NOT NULL,
	"selection_type" text NOT NULL,
	"result" text,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bet_selections_bet_id_position_pk" PRIMARY KEY("bet_id","position")
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"request_key" text,
	"position" smallint NOT NULL,
	"type" text NOT NULL,
	"system_win_count" smallint,
	"system_total_count" smallint,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"total_stake" bigint NOT NULL,
	"odds_millis" bigint,
	"potential_win" bigint NOT NULL,
	"status" text NOT NULL,
	"result" text NOT NULL,
	"win_amount" bigint,
	"device_id" text NOT NULL,
	"quick" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_stake_positive" CHECK ("bets"."stake" > 0 and "bets"."total_stake" >= "bets"."stake")
);
--> statement-breakpoint
CREATE TABLE "share_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"player_id" integer,
	"bets" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_requests" ADD CONSTRAINT "bet_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_selections" ADD CONSTRAINT "bet_selections_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_selections_open_match_idx" ON "bet_selections" USING btree ("match_id") WHERE "bet_selections"."result" is null;--> statement-breakpoint
CREATE INDEX "bets_player_idx" ON "bets" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "bets_player_request_idx" ON "bets" USING btree ("player_id","request_key") WHERE "bets"."request_key" is not null;--> statement-breakpoint
CREATE INDEX "bets_open_idx" ON "bets" USING btree ("id") WHERE "bets"."status" = 'waiting_results';