-- Hand-written: group commit of bet placements (see modules/bets/placement-batcher.ts). `bets_place_batch` places
-- every placement of a JSON array in ONE call and therefore ONE transaction and ONE commit (one WAL flush on
-- PostgreSQL; one WASM round trip on PGlite) instead of one per placement. Each placement is still all-or-nothing
-- and independent of the others: it is one statement (the same guard, conditional debit, bets, selections and
-- `bet_stake` ledger entries as `bets_place` of 0004), and a placement that cannot be made (no player, pve flag,
-- repeated idempotency key, limits to check under the account lock, no account or insufficient balance) debits
-- nothing and writes nothing, without an error, so the others commit. Placements run in account order (then in
-- arrival order), so concurrent batches lock accounts in one order and cannot deadlock each other; each statement
-- sees the earlier ones, so several placements on one account re-check the balance one after the other. A
-- repeated idempotency key (`bets_player_request_uq`, position 0) is answered as status 3 before anything is
-- debited; only a key placed at the same moment by another transaction still raises the unique violation, which
-- rolls the whole call back (the caller then places each alone).
--
-- Input: a JSON array of { i, player, currency, total, now, key, hash, lim, device, quick, bets, legs } with `bets`
-- and `legs` as in `bets_place`. Output: one row per placement, `r_i` its `i`; `r_status` 0 placed, 1 no such
-- player, 2 pve, 3 idempotency key already placed, 4 limits to check (the caller's locked slow path), 5 nothing
-- debited (no active account of that currency, or the balance does not cover the total); for status 0 the balance
-- after the debit, the bet ids (comma-separated, payload order) and the last ledger entry id.
CREATE FUNCTION "bets_place_batch"(p_batch text)
RETURNS TABLE (r_i integer, r_status smallint, r_balance bigint, r_bet_ids text, r_entry_id bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  x record;
BEGIN
  FOR x IN
    SELECT q.*
    FROM json_to_recordset(p_batch::json)
      AS q(i integer, player integer, currency text, total bigint, now timestamptz, key text, hash text, lim boolean,
        device text, quick boolean, bets json, legs json)
    LEFT JOIN accounts acc ON acc.player_id = q.player AND acc.currency = q.currency
    ORDER BY acc.id, q.i
  LOOP
    RETURN QUERY
    WITH guard AS (
      SELECT NOT p.pve AS pve_ok,
        NOT EXISTS (
          SELECT 1 FROM user_limits l
          WHERE l.player_id = x.player
            AND l.type IN ('selfexclusion', 'coolingoff', 'sportsbook_session', 'time', 'bet', 'wager', 'loss')
            AND (l.replaced_at IS NULL OR l.replaced_at > x.now)
            AND (l.disable_at IS NULL OR l.disable_at > x.now)
        ) AS limits_ok,
        (x.key IS NOT NULL AND EXISTS (
          SELECT 1 FROM bets k WHERE k.player_id = x.player AND k.request_key = x.key AND k.position = 0
        )) AS dup
      FROM players p WHERE p.id = x.player
    ),
    debit AS (
      UPDATE accounts a SET balance = a.balance - x.total, updated_at = x.now
      FROM guard g
      WHERE a.player_id = x.player AND a.currency = x.currency AND a.status = 'active' AND a.balance >= x.total
        AND g.pve_ok AND NOT g.dup AND (g.limits_ok OR NOT x.lim)
      RETURNING a.id, a.balance
    ),
    b AS (
      INSERT INTO bets (player_id, account_id, request_key, body_hash, position, type, system_win_count,
        system_total_count, currency, stake, total_stake, odds_millis, potential_win, status, result, device_id, quick,
        created_at)
      SELECT x.player, d.id, x.key, x.hash, y.pos, y.type, y.sw, y.st, x.currency, y.stake, y.total, y.odds, y.pw,
        'waiting_results', 'no_results', x.device, x.quick, x.now
      FROM debit d
      CROSS JOIN json_to_recordset(x.bets)
        AS y(pos smallint, type text, sw smallint, st smallint, stake bigint, total bigint, odds bigint, pw bigint)
      RETURNING id, position, total_stake
    ),
    s AS (
      INSERT INTO bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id, odds_millis,
        requested_odds_millis, outcome_name, market_name, match_name, match_urn_id, provider, selection_type)
      SELECT b.id, z.pos, z.match, z.market, z.spec, z.outcome, z.odds, z.req, z.oname, z.mname, z.tname, z.urn,
        z.provider, z.stype
      FROM b
      JOIN json_to_recordset(x.legs)
        AS z(bp smallint, pos smallint, match integer, market integer, spec text, outcome text, odds integer,
          req integer, oname text, mname text, tname text, urn text, provider text, stype text)
        ON z.bp = b.position
    ),
    l AS (
      INSERT INTO ledger_entries (account_id, player_id, currency, amount, balance_after, kind, reference, created_at)
      SELECT d.id, x.player, x.currency, -b.total_stake,
        d.balance + x.total - sum(b.total_stake) OVER (ORDER BY b.position), 'bet_stake', 'bet:' || b.id, x.now
      FROM debit d CROSS JOIN b
      RETURNING id
    )
    SELECT x.i,
      (CASE
        WHEN g.pve_ok IS NULL THEN 1
        WHEN g.dup THEN 3
        WHEN NOT g.pve_ok THEN 2
        WHEN d.id IS NOT NULL THEN 0
        WHEN x.lim AND NOT g.limits_ok THEN 4
        ELSE 5
      END)::smallint,
      d.balance,
      (SELECT string_agg(b.id::text, ',' ORDER BY b.position) FROM b),
      (SELECT max(l.id) FROM l)
    FROM (SELECT 1) AS one
    LEFT JOIN guard g ON true
    LEFT JOIN debit d ON true;
  END LOOP;
END
$$;
