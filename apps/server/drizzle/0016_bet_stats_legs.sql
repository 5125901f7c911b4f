ALTER TABLE "bets" ADD COLUMN "legs_sport_id" integer;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "legs_market_id" integer;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "legs_market_name" text;--> statement-breakpoint
-- Betting statistics group settled bets by their legs' sport and market: written once, when a bet leaves the open
-- states for settled or cashed out (every path that closes a bet goes through this UPDATE of status).
CREATE OR REPLACE FUNCTION bets_legs_of(bet bigint, OUT sport integer, OUT market integer, OUT market_name text)
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN min(m.sport_id) = max(m.sport_id) THEN min(m.sport_id) WHEN count(m.sport_id) > 0 THEN 0 END,
         CASE WHEN min(s.market_id) = max(s.market_id) THEN min(s.market_id) ELSE 0 END,
         CASE WHEN min(s.market_id) = max(s.market_id) THEN min(s.market_name) END
  FROM bet_selections s LEFT JOIN matches m ON m.id = s.match_id
  WHERE s.bet_id = bet
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bets_settled_legs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('done', 'cashed_out') AND OLD.status NOT IN ('done', 'cashed_out') THEN
    SELECT l.sport, l.market, l.market_name INTO NEW.legs_sport_id, NEW.legs_market_id, NEW.legs_market_name
    FROM bets_legs_of(NEW.id) l;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER bets_settled_legs BEFORE UPDATE OF status ON bets FOR EACH ROW EXECUTE FUNCTION bets_settled_legs();--> statement-breakpoint
UPDATE bets b SET (legs_sport_id, legs_market_id, legs_market_name) =
  (SELECT l.sport, l.market, l.market_name FROM bets_legs_of(b.id) l)
WHERE b.status IN ('done', 'cashed_out');
