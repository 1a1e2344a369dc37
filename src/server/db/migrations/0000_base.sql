CREATE TABLE "players" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"pseudonym" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_login_at" timestamp with time zone,
	"is_bot" boolean DEFAULT false NOT NULL,
	"tutorial_completed" boolean DEFAULT false NOT NULL,
	"tutorial_progress" text DEFAULT 'not_started' NOT NULL,
	"tutorial_started_at" timestamp with time zone,
	"tutorial_completed_at" timestamp with time zone,
	CONSTRAINT "players_username_unique" UNIQUE("username"),
	CONSTRAINT "players_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"balance" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "accounts_kind_check" CHECK ("accounts"."kind" in ('player', 'pool', 'stake', 'house')),
	CONSTRAINT "accounts_balance_not_negative" CHECK ("accounts"."kind" = 'house' or "accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"from_account" text NOT NULL,
	"to_account" text NOT NULL,
	"amount" integer NOT NULL,
	"entry_type" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"player_id" uuid,
	"round_id" uuid,
	"phraseset_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_entries_amount_positive" CHECK ("ledger_entries"."amount" > 0),
	CONSTRAINT "ledger_entries_distinct_accounts" CHECK ("ledger_entries"."from_account" <> "ledger_entries"."to_account")
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_from_idx" ON "ledger_entries" USING btree ("from_account");--> statement-breakpoint
CREATE INDEX "ledger_entries_to_idx" ON "ledger_entries" USING btree ("to_account");--> statement-breakpoint
CREATE INDEX "ledger_entries_player_type_idx" ON "ledger_entries" USING btree ("player_id","entry_type");