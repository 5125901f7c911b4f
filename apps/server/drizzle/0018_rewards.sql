CREATE TABLE "campaign_standings" (
	"campaign_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"bets_count" integer DEFAULT 0 NOT NULL,
	"stake_sum" bigint DEFAULT 0 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"farmed_event_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"reached_at" timestamp with time zone,
	"freebets_issued" integer DEFAULT 0 NOT NULL,
	"boxes_earned" integer DEFAULT 0 NOT NULL,
	"prize" bigint,
	"position" integer,
	CONSTRAINT "campaign_standings_campaign_id_player_id_pk" PRIMARY KEY("campaign_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "jackpot_contributions" (
	"bet_id" bigint NOT NULL,
	"jackpot_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "jackpot_contributions_bet_id_jackpot_id_pk" PRIMARY KEY("bet_id","jackpot_id")
);
--> statement-breakpoint
CREATE TABLE "jackpot_hits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpot_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"jackpot_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"round" integer NOT NULL,
	"player_id" integer NOT NULL,
	"bet_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jackpot_levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpot_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"jackpot_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"seed" bigint NOT NULL,
	"share_bp" integer NOT NULL,
	"probability" double precision NOT NULL,
	"must_drop" bigint,
	"pool" bigint NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"contributed" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot_participants" (
	"jackpot_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpot_participants_jackpot_id_player_id_pk" PRIMARY KEY("jackpot_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"min_stake" bigint DEFAULT 0 NOT NULL,
	"opt_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpots_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "lootboxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lootboxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"earned_by" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"draw" integer,
	"prize_index" smallint,
	"prize_kind" text,
	"prize_amount" bigint
);
--> statement-breakpoint
CREATE TABLE "tournament_pools" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"prizes_issued_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bonus_campaigns" DROP CONSTRAINT "bonus_campaigns_trigger";--> statement-breakpoint
ALTER TABLE "campaign_standings" ADD CONSTRAINT "campaign_standings_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_standings" ADD CONSTRAINT "campaign_standings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD CONSTRAINT "jackpot_levels_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_participants" ADD CONSTRAINT "jackpot_participants_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_participants" ADD CONSTRAINT "jackpot_participants_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lootboxes" ADD CONSTRAINT "lootboxes_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lootboxes" ADD CONSTRAINT "lootboxes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_pools" ADD CONSTRAINT "tournament_pools_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_standings_rank_idx" ON "campaign_standings" USING btree ("campaign_id","points" DESC NULLS LAST,"reached_at","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_hits_level_round_uq" ON "jackpot_hits" USING btree ("level_id","round");--> statement-breakpoint
CREATE INDEX "jackpot_hits_player_idx" ON "jackpot_hits" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "jackpot_hits_jackpot_idx" ON "jackpot_hits" USING btree ("jackpot_id","id");--> statement-breakpoint
CREATE INDEX "jackpot_hits_approved_idx" ON "jackpot_hits" USING btree ("id") WHERE "jackpot_hits"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_levels_code_uq" ON "jackpot_levels" USING btree ("jackpot_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "lootboxes_earned_uq" ON "lootboxes" USING btree ("campaign_id","player_id","earned_by");--> statement-breakpoint
CREATE INDEX "lootboxes_player_idx" ON "lootboxes" USING btree ("player_id","campaign_id","id");--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD CONSTRAINT "bonus_campaigns_trigger" CHECK ("bonus_campaigns"."trigger" in ('sign_up', 'first_deposit', 'deposit', 'promo_code', 'operator', 'opt_in'));--> statement-breakpoint
-- Hand-written: jackpot contributions and hits, in the statement that inserts the bets (the placement statement
-- `bets_place_batch`, fast path or slow), so a pool never grows without its stakes and a stake never goes without its
-- share. For each active jackpot of the bets' currency, a bet qualifies when it stakes at least the minimum with the
-- player's money (a free bet does not) and, for an opt-in jackpot, its player joined. Each level then, locked in id
-- order (so concurrent placements queue on it), takes the floor of `stake × share_bp / 10 000` of every qualifying
-- bet in bet order, and each bet draws a uniform number from the server's strong random source (48 bits of
-- gen_random_uuid): under the level's probability, or the pool at or over its must-drop amount, the bet hits. A hit
-- is the level's pool for that round (one row per level and round, `jackpot_hits_level_round_uq`), the pool drops
-- to its seed and the round moves on; the hit is paid through the ledger by the server (status approved → paid).
CREATE OR REPLACE FUNCTION jackpot_contribute() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_jackpot record;
  v_level record;
  v_bets bigint[];
  v_players integer[];
  v_stakes bigint[];
  v_times timestamptz[];
  v_count integer;
  v_pool bigint;
  v_round integer;
  v_sum bigint;
  v_paid bigint;
  v_part bigint;
  v_draw float8;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM jackpots WHERE status = 'active') THEN RETURN NULL; END IF;
  FOR v_jackpot IN
    SELECT j.id, j.currency, array_agg(nb.id ORDER BY nb.id) AS bets, array_agg(nb.player_id ORDER BY nb.id) AS players,
      array_agg(nb.total_stake ORDER BY nb.id) AS stakes, array_agg(nb.created_at ORDER BY nb.id) AS times
    FROM nb JOIN jackpots j ON j.status = 'active' AND j.currency = nb.currency AND nb.total_stake >= j.min_stake
    WHERE coalesce(nb.bonus->>'type', '') NOT IN ('freebet_only_win', 'freebet_all_win')
      AND (NOT j.opt_in OR EXISTS (
        SELECT 1 FROM jackpot_participants p WHERE p.jackpot_id = j.id AND p.player_id = nb.player_id))
    GROUP BY j.id, j.currency ORDER BY j.id
  LOOP
    -- Local copies: indexing a record's array field in a loop would copy the array each time.
    v_bets := v_jackpot.bets;
    v_players := v_jackpot.players;
    v_stakes := v_jackpot.stakes;
    v_times := v_jackpot.times;
    v_count := array_length(v_bets, 1);
    INSERT INTO jackpot_contributions (bet_id, jackpot_id, amount)
    SELECT u.bet, v_jackpot.id, coalesce((
      SELECT sum(floor(u.stake * l.share_bp / 10000)::bigint) FROM jackpot_levels l
      WHERE l.jackpot_id = v_jackpot.id AND l.active), 0)
    FROM unnest(v_bets, v_stakes) AS u(bet, stake);
    FOR v_level IN
      SELECT l.* FROM jackpot_levels l WHERE l.jackpot_id = v_jackpot.id AND l.active ORDER BY l.id FOR UPDATE
    LOOP
      v_pool := v_level.pool;
      v_round := v_level.round;
      v_sum := 0;
      v_paid := 0;
      FOR k IN 1..v_count LOOP
        v_part := (v_stakes[k] * v_level.share_bp) / 10000;
        v_pool := v_pool + v_part;
        v_sum := v_sum + v_part;
        -- A level that drops only by its must-drop amount draws nothing.
        IF v_level.probability > 0 THEN
          v_draw := ('x' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))::bit(48)::bigint::float8
            / 281474976710656.0;
        ELSE
          v_draw := 1;
        END IF;
        IF v_draw < v_level.probability OR (v_level.must_drop IS NOT NULL AND v_pool >= v_level.must_drop) THEN
          INSERT INTO jackpot_hits (jackpot_id, level_id, round, player_id, bet_id, amount, currency, status, created_at)
          VALUES (v_jackpot.id, v_level.id, v_round, v_players[k], v_bets[k], v_pool, v_jackpot.currency, 'approved',
            v_times[k]);
          v_paid := v_paid + v_pool;
          v_pool := v_level.seed;
          v_round := v_round + 1;
        END IF;
      END LOOP;
      UPDATE jackpot_levels SET pool = v_pool, round = v_round, contributed = contributed + v_sum,
        paid = paid + v_paid
      WHERE id = v_level.id;
    END LOOP;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER bets_jackpot_contribute AFTER INSERT ON bets REFERENCING NEW TABLE AS nb
  FOR EACH STATEMENT EXECUTE FUNCTION jackpot_contribute();
