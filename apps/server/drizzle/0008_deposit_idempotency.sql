ALTER TABLE "deposits" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_player_request_uq" ON "deposits" USING btree ("player_id","request_key");