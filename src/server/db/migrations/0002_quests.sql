CREATE TABLE "quests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"quest_type" text NOT NULL,
	"status" text NOT NULL,
	"progress" jsonb NOT NULL,
	"progress_current" integer NOT NULL,
	"progress_target" integer NOT NULL,
	"reward_amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "quests_one_per_type_per_player" UNIQUE("player_id","quest_type"),
	CONSTRAINT "quests_type_check" CHECK ("quests"."quest_type" in ('hot_streak_5', 'hot_streak_10', 'hot_streak_20', 'deceptive_copy', 'obvious_original', 'round_completion_5', 'round_completion_10', 'round_completion_20', 'balanced_player', 'login_streak_7', 'feedback_contributor_10', 'feedback_contributor_50', 'milestone_votes_100', 'milestone_prompts_50', 'milestone_copies_100', 'milestone_phraseset_20votes')),
	CONSTRAINT "quests_status_check" CHECK ("quests"."status" in ('active', 'completed', 'claimed')),
	CONSTRAINT "quests_progress_range_check" CHECK ("quests"."progress_current" between 0 and "quests"."progress_target"),
	CONSTRAINT "quests_reward_not_negative" CHECK ("quests"."reward_amount" >= 0),
	CONSTRAINT "quests_status_times_check" CHECK (("quests"."status" = 'active') = ("quests"."completed_at" is null) and ("quests"."status" = 'claimed') = ("quests"."claimed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;