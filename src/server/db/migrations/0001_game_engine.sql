CREATE TABLE "prompts" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"text" text NOT NULL,
	"enabled" boolean NOT NULL,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"round_type" text NOT NULL,
	"status" text NOT NULL,
	"cost" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"prompt_id" text,
	"prompt_text" text,
	"phrase" text,
	"prompt_round_id" uuid,
	"copy_slot" smallint,
	"discount_active" boolean,
	"house_subsidy" integer,
	"phraseset_id" uuid,
	"vote_phrases" text[],
	CONSTRAINT "rounds_round_type_check" CHECK ("rounds"."round_type" in ('prompt', 'copy', 'vote')),
	CONSTRAINT "rounds_status_check" CHECK ("rounds"."status" in ('active', 'submitted', 'expired', 'abandoned')),
	CONSTRAINT "rounds_cost_not_negative" CHECK ("rounds"."cost" >= 0),
	CONSTRAINT "rounds_timeout_status_check" CHECK (("rounds"."round_type" = 'copy' and "rounds"."status" <> 'expired') or ("rounds"."round_type" <> 'copy' and "rounds"."status" <> 'abandoned')),
	CONSTRAINT "rounds_prompt_columns_check" CHECK ("rounds"."round_type" <> 'prompt' or ("rounds"."prompt_id" is not null and "rounds"."prompt_text" is not null)),
	CONSTRAINT "rounds_copy_columns_check" CHECK ("rounds"."round_type" <> 'copy' or ("rounds"."prompt_round_id" is not null and "rounds"."copy_slot" in (1, 2) and "rounds"."discount_active" is not null and "rounds"."house_subsidy" >= 0)),
	CONSTRAINT "rounds_vote_columns_check" CHECK ("rounds"."round_type" <> 'vote' or ("rounds"."phraseset_id" is not null and cardinality("rounds"."vote_phrases") = 3)),
	CONSTRAINT "rounds_submitted_phrase_check" CHECK ("rounds"."round_type" = 'vote' or "rounds"."status" <> 'submitted' or "rounds"."phrase" is not null)
);
--> statement-breakpoint
CREATE TABLE "phrasesets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"prompt_round_id" uuid NOT NULL,
	"copy1_round_id" uuid NOT NULL,
	"copy2_round_id" uuid NOT NULL,
	"original_player_id" uuid NOT NULL,
	"copy1_player_id" uuid NOT NULL,
	"copy2_player_id" uuid NOT NULL,
	"prompt_text" text NOT NULL,
	"original_phrase" text NOT NULL,
	"copy1_phrase" text NOT NULL,
	"copy2_phrase" text NOT NULL,
	"status" text NOT NULL,
	"vote_count" integer NOT NULL,
	"reserved_votes" integer NOT NULL,
	"max_votes" integer NOT NULL,
	"pool_base" integer NOT NULL,
	"third_vote_at" timestamp with time zone,
	"fifth_vote_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"final_pool" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finalized_at" timestamp with time zone,
	CONSTRAINT "phrasesets_prompt_round_unique" UNIQUE("prompt_round_id"),
	CONSTRAINT "phrasesets_status_check" CHECK ("phrasesets"."status" in ('voting', 'closing', 'finalized')),
	CONSTRAINT "phrasesets_vote_places_check" CHECK ("phrasesets"."vote_count" >= 0 and "phrasesets"."reserved_votes" >= 0 and "phrasesets"."vote_count" + "phrasesets"."reserved_votes" <= "phrasesets"."max_votes"),
	CONSTRAINT "phrasesets_finalized_check" CHECK (("phrasesets"."status" = 'finalized') = ("phrasesets"."finalized_at" is not null and "phrasesets"."final_pool" is not null))
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"phraseset_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"vote_number" integer NOT NULL,
	"voted_phrase" text NOT NULL,
	"correct" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "votes_round_unique" UNIQUE("round_id"),
	CONSTRAINT "votes_one_per_player_per_set" UNIQUE("phraseset_id","player_id"),
	CONSTRAINT "votes_number_unique_per_set" UNIQUE("phraseset_id","vote_number"),
	CONSTRAINT "votes_vote_number_positive" CHECK ("votes"."vote_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "phraseset_activity" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "phraseset_activity_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prompt_round_id" uuid NOT NULL,
	"activity_type" text NOT NULL,
	"player_id" uuid,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "phraseset_activity_type_check" CHECK ("phraseset_activity"."activity_type" in ('prompt_created', 'copy1_submitted', 'copy2_submitted', 'vote_submitted', 'third_vote_reached', 'fifth_vote_reached', 'finalized'))
);
--> statement-breakpoint
CREATE TABLE "phraseset_views" (
	"player_id" uuid NOT NULL,
	"prompt_round_id" uuid NOT NULL,
	"last_seen_activity_seq" integer NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "phraseset_views_pk" PRIMARY KEY("player_id","prompt_round_id")
);
--> statement-breakpoint
CREATE TABLE "prompt_feedback" (
	"id" uuid PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"prompt_id" text NOT NULL,
	"feedback_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prompt_feedback_round_unique" UNIQUE("round_id"),
	CONSTRAINT "prompt_feedback_type_check" CHECK ("prompt_feedback"."feedback_type" in ('like', 'dislike'))
);
--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_prompt_round_id_rounds_id_fk" FOREIGN KEY ("prompt_round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_phraseset_id_phrasesets_id_fk" FOREIGN KEY ("phraseset_id") REFERENCES "public"."phrasesets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phrasesets" ADD CONSTRAINT "phrasesets_prompt_round_id_rounds_id_fk" FOREIGN KEY ("prompt_round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phrasesets" ADD CONSTRAINT "phrasesets_copy1_round_id_rounds_id_fk" FOREIGN KEY ("copy1_round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phrasesets" ADD CONSTRAINT "phrasesets_copy2_round_id_rounds_id_fk" FOREIGN KEY ("copy2_round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phrasesets" ADD CONSTRAINT "phrasesets_original_player_id_players_id_fk" FOREIGN KEY ("original_player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phrasesets" ADD CONSTRAINT "phrasesets_copy1_player_id_players_id_fk" FOREIGN KEY ("copy1_player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phrasesets" ADD CONSTRAINT "phrasesets_copy2_player_id_players_id_fk" FOREIGN KEY ("copy2_player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_phraseset_id_phrasesets_id_fk" FOREIGN KEY ("phraseset_id") REFERENCES "public"."phrasesets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phraseset_activity" ADD CONSTRAINT "phraseset_activity_prompt_round_id_rounds_id_fk" FOREIGN KEY ("prompt_round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phraseset_activity" ADD CONSTRAINT "phraseset_activity_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phraseset_views" ADD CONSTRAINT "phraseset_views_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phraseset_views" ADD CONSTRAINT "phraseset_views_prompt_round_id_rounds_id_fk" FOREIGN KEY ("prompt_round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_feedback" ADD CONSTRAINT "prompt_feedback_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_feedback" ADD CONSTRAINT "prompt_feedback_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_feedback" ADD CONSTRAINT "prompt_feedback_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_one_active_per_player" ON "rounds" USING btree ("player_id") WHERE "rounds"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_copy_slot_unique" ON "rounds" USING btree ("prompt_round_id","copy_slot") WHERE "rounds"."round_type" = 'copy' and "rounds"."status" in ('active', 'submitted');--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_one_copy_per_player_per_prompt" ON "rounds" USING btree ("prompt_round_id","player_id") WHERE "rounds"."round_type" = 'copy';--> statement-breakpoint
CREATE INDEX "rounds_active_expiry_idx" ON "rounds" USING btree ("expires_at") WHERE "rounds"."status" = 'active';--> statement-breakpoint
CREATE INDEX "rounds_player_type_idx" ON "rounds" USING btree ("player_id","round_type");--> statement-breakpoint
CREATE INDEX "rounds_waiting_prompts_idx" ON "rounds" USING btree ("ended_at") WHERE "rounds"."round_type" = 'prompt' and "rounds"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "rounds_phraseset_idx" ON "rounds" USING btree ("phraseset_id");--> statement-breakpoint
CREATE INDEX "phrasesets_open_idx" ON "phrasesets" USING btree ("status") WHERE "phrasesets"."status" <> 'finalized';--> statement-breakpoint
CREATE INDEX "phraseset_activity_prompt_round_idx" ON "phraseset_activity" USING btree ("prompt_round_id","seq");