CREATE TABLE "bonus_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"trigger" text NOT NULL,
	"promo_code" text,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"terms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount" bigint,
	"currency" text,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_campaigns_key_unique" UNIQUE("key"),
	CONSTRAINT "bonus_campaigns_promo_code_unique" UNIQUE("promo_code"),
	CONSTRAINT "bonus_campaigns_status" CHECK ("bonus_campaigns"."status" in ('active', 'paused')),
	CONSTRAINT "bonus_campaigns_trigger" CHECK ("bonus_campaigns"."trigger" in ('sign_up', 'first_deposit', 'deposit', 'promo_code', 'operator')),
	CONSTRAINT "bonus_campaigns_amount" CHECK ("bonus_campaigns"."amount" is null or "bonus_campaigns"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"amount" bigint,
	"currency" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	"uses_count" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"deactivated_at" timestamp with time zone,
	"overridden_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_player_campaign_uq" ON "player_bonuses" USING btree ("player_id","campaign_id");--> statement-breakpoint
CREATE INDEX "player_bonuses_player_idx" ON "player_bonuses" USING btree ("player_id","issued_at");