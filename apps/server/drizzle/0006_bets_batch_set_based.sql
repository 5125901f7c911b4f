-- Hand-written: `bets_place_batch` (0005) rewritten set-based, same signature, input, output and guarantees. The
-- 0005 function ran one statement per placement (its own executor start, index descents and CTE glue each time);
-- this one places a whole batch with one statement per ROUND, where round r holds the r-th placement of each account
-- in arrival order. A batch of placements on different accounts (the usual one) is one round and one statement;
-- several placements on one account still run one after the other, each round seeing the earlier ones (balance,
-- idempotency keys), so the outcome is the one of the 0005 loop. Measured on PostgreSQL 15 (2 cores, batches of 32
-- singles): about 30 % less PostgreSQL CPU per placed bet (210-245 -> 145-165 microseconds).
--
-- Within a round each account appears once, so `account_id` ties inserted bets and ledger entries back to their
-- placement. Accounts are locked in id order (`locked`) before the debit, so concurrent batches cannot deadlock each
-- other within a round. Lookups are correlated subqueries (index probes) so the plan stays the same whatever the
-- table sizes; the input is parsed once (jsonb).
CREATE OR REPLACE FUNCTION "bets_place_batch"(p_batch text)
RETURNS TABLE (r_i integer, r_status smallint, r_balance bigint, r_bet_ids text, r_entry_id bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_batch jsonb := p_batch::jsonb;
  v_rounds integer;
BEGIN
  SELECT max(c.n) INTO v_rounds FROM (
    SELECT count(*) AS n FROM jsonb_to_recordset(v_batch) AS x(player integer, currency text) GROUP BY x.player, x.currency
  ) c;
  FOR v_round IN 1..coalesce(v_rounds, 0) LOOP
    RETURN QUERY
    WITH q AS MATERIALIZED (
      SELECT * FROM (
        SELECT x.*, row_number() OVER (PARTITION BY x.player, x.currency ORDER BY x.i) AS round
        FROM jsonb_to_recordset(v_batch)
          AS x(i integer, player integer, currency text, total bigint, now timestamptz, key text, hash text,
            lim boolean, device text, quick boolean, bets jsonb, legs jsonb)
      ) r WHERE r.round = v_round
    ),
    guard AS MATERIALIZED (
      SELECT q.i, q.lim,
        (SELECT NOT p.pve FROM players p WHERE p.id = q.player) AS pve_ok,
        NOT EXISTS (
          SELECT 1 FROM user_limits l
          WHERE l.player_id = q.player
            AND l.type IN ('selfexclusion', 'coolingoff', 'sportsbook_session', 'time', 'bet', 'wager', 'loss')
            AND (l.replaced_at IS NULL OR l.replaced_at > q.now)
            AND (l.disable_at IS NULL OR l.disable_at > q.now)
        ) AS limits_ok,
        (q.key IS NOT NULL AND EXISTS (
          SELECT 1 FROM bets k WHERE k.player_id = q.player AND k.request_key = q.key AND k.position = 0
        )) AS dup,
        (SELECT a.id FROM accounts a WHERE a.player_id = q.player AND a.currency = q.currency) AS account
      FROM q
    ),
    locked AS MATERIALIZED (
      SELECT a.id FROM accounts a
      WHERE a.id = ANY (ARRAY(
        SELECT g.account FROM guard g WHERE g.pve_ok AND NOT g.dup AND (g.limits_ok OR NOT g.lim)
      ))
      ORDER BY a.id
      FOR NO KEY UPDATE
    ),
    debit AS MATERIALIZED (
      UPDATE accounts a SET balance = a.balance - q.total, updated_at = q.now
      FROM locked k JOIN guard g ON g.account = k.id JOIN q ON q.i = g.i
      WHERE a.id = k.id AND a.status = 'active' AND a.balance >= q.total
      RETURNING q.i, a.id, a.balance
    ),
    b AS MATERIALIZED (
      INSERT INTO bets (player_id, account_id, request_key, body_hash, position, type, system_win_count,
        system_total_count, currency, stake, total_stake, odds_millis, potential_win, status, result, device_id, quick,
        created_at)
      SELECT q.player, d.id, q.key, q.hash, y.pos, y.type, y.sw, y.st, q.currency, y.stake, y.total, y.odds, y.pw,
        'waiting_results', 'no_results', q.device, q.quick, q.now
      FROM debit d JOIN q ON q.i = d.i
      CROSS JOIN LATERAL jsonb_to_recordset(q.bets)
        AS y(pos smallint, type text, sw smallint, st smallint, stake bigint, total bigint, odds bigint, pw bigint)
      RETURNING id, account_id, position, total_stake
    ),
    s AS (
      INSERT INTO bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id, odds_millis,
        requested_odds_millis, outcome_name, market_name, match_name, match_urn_id, provider, selection_type)
      SELECT b.id, z.pos, z.match, z.market, z.spec, z.outcome, z.odds, z.req, z.oname, z.mname, z.tname, z.urn,
        z.provider, z.stype
      FROM b JOIN debit d ON d.id = b.account_id JOIN q ON q.i = d.i
      CROSS JOIN LATERAL jsonb_to_recordset(q.legs)
        AS z(bp smallint, pos smallint, match integer, market integer, spec text, outcome text, odds integer,
          req integer, oname text, mname text, tname text, urn text, provider text, stype text)
      WHERE z.bp = b.position
    ),
    l AS MATERIALIZED (
      INSERT INTO ledger_entries (account_id, player_id, currency, amount, balance_after, kind, reference, created_at)
      SELECT d.id, q.player, q.currency, -b.total_stake,
        d.balance + q.total - sum(b.total_stake) OVER (PARTITION BY b.account_id ORDER BY b.position), 'bet_stake',
        'bet:' || b.id, q.now
      FROM b JOIN debit d ON d.id = b.account_id JOIN q ON q.i = d.i
      RETURNING id, account_id
    )
    SELECT q.i,
      (CASE
        WHEN g.pve_ok IS NULL THEN 1
        WHEN g.dup THEN 3
        WHEN NOT g.pve_ok THEN 2
        WHEN d.id IS NOT NULL THEN 0
        WHEN q.lim AND NOT g.limits_ok THEN 4
        ELSE 5
      END)::smallint,
      d.balance,
      (SELECT string_agg(b.id::text, ',' ORDER BY b.position) FROM b WHERE b.account_id = d.id),
      (SELECT max(l.id) FROM l WHERE l.account_id = d.id)
    FROM q
    JOIN guard g ON g.i = q.i
    LEFT JOIN debit d ON d.i = q.i;
  END LOOP;
END
$$;
