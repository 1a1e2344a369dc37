CREATE INDEX "ledger_entries_player_type_set_idx" ON "ledger_entries" USING btree ("player_id","entry_type","phraseset_id");--> statement-breakpoint
DROP INDEX "ledger_entries_player_type_idx";
