CREATE INDEX "phrasesets_original_player_idx" ON "phrasesets" USING btree ("original_player_id");--> statement-breakpoint
CREATE INDEX "phrasesets_copy1_player_idx" ON "phrasesets" USING btree ("copy1_player_id");--> statement-breakpoint
CREATE INDEX "phrasesets_copy2_player_idx" ON "phrasesets" USING btree ("copy2_player_id");