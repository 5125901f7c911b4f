-- Hand-written: the single-placement function of 0004 goes; a placement under responsible-gambling limits now runs
-- `bets_place_batch` (0006) with one item inside its locked transaction, so one statement writes every bet stake.
DROP FUNCTION IF EXISTS "bets_place"(integer, text, bigint, timestamptz, text, text, boolean, text, boolean, text, text);
