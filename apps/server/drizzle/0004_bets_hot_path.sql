ALTER TABLE "bet_requests" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "bet_requests" CASCADE;--> statement-breakpoint
ALTER TABLE "bet_selections" DROP CONSTRAINT "bet_selections_bet_id_bets_id_fk";
--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "bets" DROP CONSTRAINT "bets_account_id_accounts_id_fk";
--> statement-breakpoint
DROP INDEX "bets_player_request_idx";--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "body_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_player_request_uq" ON "bets" USING btree ("player_id","request_key","position") WHERE "bets"."request_key" is not null;--> statement-breakpoint
-- Hand-written: bet placement as one call (see modules/bets/bets-repository.ts). A PL/pgSQL function, so every
-- session plans the statement once and reuses the plan (PGlite re-plans a plain statement on every call), with the
-- bets and their legs as two JSON texts (PGlite's cost per bound parameter dominates with arrays). One round trip,
-- one implicit transaction: check the player (pve flag; whether a responsible-gambling limit needs the locked slow
-- path), debit the account only when the balance covers the total (`balance >= total` in the UPDATE's WHERE:
-- concurrent placements serialize on the account row and each re-checks the balance it finds), then, from the
-- debited row only, insert the bets, their selections and one `bet_stake` ledger entry per bet with its running
-- `balance_after`. A repeated idempotency key violates `bets_player_request_uq` and the whole call, debit included,
-- rolls back. No row when the player does not exist; `r_account_id` null when nothing was debited.
CREATE FUNCTION "bets_place"(
  p_player integer, p_currency text, p_total bigint, p_now timestamptz, p_key text, p_hash text,
  p_check_limits boolean, p_device text, p_quick boolean, p_bets text, p_legs text
) RETURNS TABLE (r_pve_ok boolean, r_limits_ok boolean, r_account_id integer, r_balance bigint, r_bet_ids text,
  r_entry_id bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH guard AS (
    SELECT NOT p.pve AS pve_ok,
      NOT EXISTS (
        SELECT 1 FROM user_limits l
        WHERE l.player_id = p_player
          AND l.type IN ('selfexclusion', 'coolingoff', 'sportsbook_session', 'time', 'bet', 'wager', 'loss')
          AND (l.replaced_at IS NULL OR l.replaced_at > p_now)
          AND (l.disable_at IS NULL OR l.disable_at > p_now)
      ) AS limits_ok
    FROM players p WHERE p.id = p_player
  ),
  debit AS (
    UPDATE accounts a SET balance = a.balance - p_total, updated_at = p_now
    FROM guard g
    WHERE a.player_id = p_player AND a.currency = p_currency AND a.status = 'active' AND a.balance >= p_total
      AND g.pve_ok AND (g.limits_ok OR NOT p_check_limits)
    RETURNING a.id, a.balance
  ),
  b AS (
    INSERT INTO bets (player_id, account_id, request_key, body_hash, position, type, system_win_count,
      system_total_count, currency, stake, total_stake, odds_millis, potential_win, status, result, device_id, quick,
      created_at)
    SELECT p_player, d.id, p_key, p_hash, x.pos, x.type, x.sw, x.st, p_currency, x.stake, x.total, x.odds, x.pw,
      'waiting_results', 'no_results', p_device, p_quick, p_now
    FROM debit d
    CROSS JOIN json_to_recordset(p_bets::json)
      AS x(pos smallint, type text, sw smallint, st smallint, stake bigint, total bigint, odds bigint, pw bigint)
    RETURNING id, position, total_stake
  ),
  s AS (
    INSERT INTO bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id, odds_millis,
      requested_odds_millis, outcome_name, market_name, match_name, match_urn_id, provider, selection_type)
    SELECT b.id, y.pos, y.match, y.market, y.spec, y.outcome, y.odds, y.req, y.oname, y.mname, y.tname, y.urn,
      y.provider, y.stype
    FROM b
    JOIN json_to_recordset(p_legs::json)
      AS y(bp smallint, pos smallint, match integer, market integer, spec text, outcome text, odds integer,
        req integer, oname text, mname text, tname text, urn text, provider text, stype text)
      ON y.bp = b.position
  ),
  l AS (
    INSERT INTO ledger_entries (account_id, player_id, currency, amount, balance_after, kind, reference, created_at)
    SELECT d.id, p_player, p_currency, -b.total_stake,
      d.balance + p_total - sum(b.total_stake) OVER (ORDER BY b.position), 'bet_stake', 'bet:' || b.id, p_now
    FROM debit d CROSS JOIN b
    RETURNING id
  )
  SELECT g.pve_ok, g.limits_ok, d.id, d.balance,
    (SELECT string_agg(b.id::text, ',' ORDER BY b.position) FROM b),
    (SELECT max(l.id) FROM l)
  FROM guard g LEFT JOIN debit d ON true;
END
$$;
