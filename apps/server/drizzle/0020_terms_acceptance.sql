ALTER TABLE "players" ADD COLUMN "terms_version" text;--> statement-breakpoint
-- Hand-written: `bets_place_batch` (0013) with the terms guard beside the pve one. A placement carries the terms
-- version in force (`terms`, TERMS_VERSION); a player who has not accepted exactly that version places nothing and
-- the placement answers status 7 (the service's 403 `terms_not_accepted`). A null `terms` checks nothing. Everything
-- else as in 0013.
CREATE OR REPLACE FUNCTION "bets_place_batch"(p_batch text)
RETURNS TABLE (r_i integer, r_status smallint, r_balance bigint, r_bet_ids text, r_entry_id bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_batch jsonb := p_batch::jsonb;
  v_rounds integer;
  v_row record;
BEGIN
  SELECT max(c.n) INTO v_rounds FROM (
    SELECT count(*) AS n FROM jsonb_to_recordset(v_batch) AS x(player integer, currency text) GROUP BY x.player, x.currency
  ) c;
  FOR v_round IN 1..coalesce(v_rounds, 0) LOOP
    FOR v_row IN
      WITH q AS MATERIALIZED (
        SELECT * FROM (
          SELECT x.*, row_number() OVER (PARTITION BY x.player, x.currency ORDER BY x.i) AS round
          FROM jsonb_to_recordset(v_batch)
            AS x(i integer, player integer, currency text, total bigint, now timestamptz, key text, hash text,
              lim boolean, device text, quick boolean, bets jsonb, legs jsonb, bcampaign integer, btype text,
              buses integer, terms text)
        ) r WHERE r.round = v_round
      ),
      guard AS MATERIALIZED (
        SELECT q.i, q.lim,
          (SELECT NOT p.pve FROM players p WHERE p.id = q.player) AS pve_ok,
          (q.terms IS NULL OR EXISTS (
            SELECT 1 FROM players p WHERE p.id = q.player AND p.terms_version = q.terms
          )) AS terms_ok,
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
          (SELECT a.id FROM accounts a WHERE a.player_id = q.player AND a.currency = q.currency
            AND a.kind = CASE WHEN q.btype IN ('freebet_only_win', 'freebet_all_win') THEN 'freebet' ELSE 'cash' END) AS account,
          (SELECT pb.id FROM player_bonuses pb WHERE pb.player_id = q.player AND pb.campaign_id = q.bcampaign) AS pbid
        FROM q
      ),
      locked AS MATERIALIZED (
        SELECT a.id, a.balance, a.status FROM accounts a
        WHERE a.id = ANY (ARRAY(
          SELECT g.account FROM guard g WHERE g.pve_ok AND g.terms_ok AND NOT g.dup AND (g.limits_ok OR NOT g.lim)
        ))
        ORDER BY a.id
        FOR NO KEY UPDATE
      ),
      funded AS MATERIALIZED (
        SELECT q.i, k.id, k.balance - q.total AS balance
        FROM locked k JOIN guard g ON g.account = k.id JOIN q ON q.i = g.i
        WHERE k.status = 'active' AND k.balance >= q.total
      ),
      bonus_ok AS MATERIALIZED (
        SELECT q.i, pb.id, pb.uses_count IS NULL AS unlimited
        FROM funded f JOIN q ON q.i = f.i JOIN guard g ON g.i = q.i
          JOIN player_bonuses pb ON pb.id = g.pbid JOIN bonus_campaigns c ON c.id = pb.campaign_id
        WHERE coalesce(pb.type, c.type) = q.btype
          AND c.status = 'active' AND c.valid_from <= q.now AND (c.valid_to IS NULL OR c.valid_to > q.now)
          AND pb.deactivated_at IS NULL AND pb.overridden_at IS NULL
          AND (pb.expires_at IS NULL OR pb.expires_at > q.now)
          AND (pb.uses_count IS NULL OR pb.times_used + q.buses <= pb.uses_count)
          AND (q.btype = 'comboboost' OR (pb.currency = q.currency
            AND (q.total = pb.amount OR (q.btype = 'freebet_no_risk' AND q.total <= pb.amount))))
      ),
      spent AS MATERIALIZED (
        UPDATE player_bonuses pb SET times_used = pb.times_used + q.buses
        FROM bonus_ok o JOIN q ON q.i = o.i
        WHERE pb.id = o.id AND NOT o.unlimited AND pb.times_used + q.buses <= pb.uses_count
        RETURNING q.i
      ),
      debit AS MATERIALIZED (
        SELECT f.* FROM funded f JOIN q ON q.i = f.i
        WHERE q.bcampaign IS NULL OR f.i IN (SELECT spent.i FROM spent)
          OR f.i IN (SELECT o.i FROM bonus_ok o WHERE o.unlimited)
      ),
      b AS MATERIALIZED (
        INSERT INTO bets (player_id, account_id, request_key, body_hash, position, type, system_win_count,
          system_total_count, currency, stake, total_stake, odds_millis, potential_win, status, result, device_id,
          quick, bonus, created_at)
        SELECT q.player, d.id, q.key, q.hash, y.pos, y.type, y.sw, y.st, q.currency, y.stake, y.total, y.odds, y.pw,
          'waiting_results', 'no_results', q.device, q.quick,
          CASE WHEN y.bonus IS NULL THEN NULL ELSE y.bonus || jsonb_build_object('playerBonusId', g.pbid) END, q.now
        FROM debit d JOIN q ON q.i = d.i JOIN guard g ON g.i = q.i
        CROSS JOIN LATERAL jsonb_to_recordset(q.bets)
          AS y(pos smallint, type text, sw smallint, st smallint, stake bigint, total bigint, odds bigint, pw bigint,
            bonus jsonb)
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
        SELECT lp.* FROM (
          SELECT array_agg(b.position::integer) AS o, array_agg(b.account_id) AS a, array_agg(q.player) AS p,
            array_agg(q.currency) AS c, array_agg(-b.total_stake) AS m, array_agg(CASE WHEN q.btype IN ('freebet_only_win', 'freebet_all_win') THEN 'freebet_stake' ELSE 'bet_stake' END) AS k,
            array_agg('bet:' || b.id) AS r, array_agg(q.now) AS t
          FROM b JOIN debit d ON d.id = b.account_id JOIN q ON q.i = d.i
        ) v CROSS JOIN LATERAL ledger_post(v.o, v.a, v.p, v.c, v.m, v.k, v.r, v.t) lp
      )
      SELECT q.i,
        (CASE
          WHEN g.pve_ok IS NULL THEN 1
          WHEN g.dup THEN 3
          WHEN NOT g.pve_ok THEN 2
          WHEN NOT g.terms_ok THEN 7
          WHEN d.id IS NOT NULL THEN 0
          WHEN q.lim AND NOT g.limits_ok THEN 4
          WHEN q.bcampaign IS NOT NULL AND (g.pbid IS NULL OR f.id IS NOT NULL) THEN 6
          ELSE 5
        END)::smallint AS status,
        (SELECT min(l.r_balance) FROM l WHERE l.r_account = d.id) AS balance,
        (SELECT string_agg(b.id::text, ',' ORDER BY b.position) FROM b WHERE b.account_id = d.id) AS bet_ids,
        (SELECT max(l.r_entry_id) FROM l WHERE l.r_account = d.id) AS entry_id
      FROM q
      JOIN guard g ON g.i = q.i
      LEFT JOIN funded f ON f.i = q.i
      LEFT JOIN debit d ON d.i = q.i
    LOOP
      IF v_row.status = 0 AND v_row.entry_id IS NULL THEN
        RAISE EXCEPTION 'placement % has bets but no posted stake', v_row.i;
      END IF;
      r_i := v_row.i;
      r_status := v_row.status;
      r_balance := v_row.balance;
      r_bet_ids := v_row.bet_ids;
      r_entry_id := v_row.entry_id;
      RETURN NEXT;
    END LOOP;
  END LOOP;
END
$$;
