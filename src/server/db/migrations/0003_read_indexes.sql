DROP INDEX "rounds_waiting_prompts_idx";--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "awaiting_copies" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Prompts submitted before this migration that have no set yet are still waiting for copies.
UPDATE "rounds" SET "awaiting_copies" = true
  WHERE "round_type" = 'prompt' AND "status" = 'submitted'
    AND NOT EXISTS (SELECT 1 FROM "phrasesets" WHERE "phrasesets"."prompt_round_id" = "rounds"."id");--> statement-breakpoint
CREATE INDEX "votes_player_idx" ON "votes" USING btree ("player_id","phraseset_id");--> statement-breakpoint
CREATE INDEX "rounds_waiting_prompts_idx" ON "rounds" USING btree ("ended_at","id") WHERE "rounds"."awaiting_copies";
