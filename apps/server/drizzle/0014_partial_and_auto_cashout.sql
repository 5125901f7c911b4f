ALTER TABLE "bets" ADD COLUMN "cashed_out" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "sold_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "cashout_parts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "auto_cashout" bigint;--> statement-breakpoint
CREATE INDEX "bets_cashout_in_progress_idx" ON "bets" USING btree ("id") WHERE "bets"."status" = 'cashout_in_progress';