ALTER TABLE "user_limits" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Loosenings that took effect under the old rule (at their delay) count as confirmed then.
UPDATE "user_limits" SET "confirmed_at" = "confirm_until" WHERE "confirm_until" IS NOT NULL AND "confirm_until" <= now();--> statement-breakpoint
-- Loosenings still waiting now need the player's confirmation: the limit they replace keeps applying until then.
UPDATE "user_limits" o SET "replaced_at" = NULL FROM "user_limits" n
WHERE n."replaces_id" = o."id" AND n."confirm_until" > now() AND n."replaced_at" IS NULL AND o."replaced_at" = n."confirm_until";
