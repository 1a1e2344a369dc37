import type { StatisticsResponse } from '../../shared/api/statistics';
import type { ServerContext } from '../context';
import { unauthorized } from '../errors';
import { roleStats, roundsPerDay } from '../game/rules/statistics';
import { type ContributorRoleTotals, loadStatisticsFacts } from './statistics-queries';

const NO_CONTRIBUTIONS = { sets: 0, wins: 0, votes: 0, earnings: 0 };

/**
 * `GET /player/statistics`. The four queries are one statement, so every figure describes the
 * same moment even while the player's rounds are being settled.
 */
export async function getPlayerStatistics(
  ctx: ServerContext,
  playerId: string,
): Promise<StatisticsResponse> {
  const facts = await loadStatisticsFacts(ctx.db, playerId);
  const [player] = facts.facts;
  const [rounds] = facts.rounds;
  const [money] = facts.money;
  const [contributions] = facts.contributions;
  // A signed token for a player this database does not know is as good as no token.
  if (!player || !rounds || !money || !contributions) throw unauthorized('invalid_token');

  const byRole = (role: ContributorRoleTotals['role']) =>
    contributions.roles.find((totals) => totals.role === role) ?? NO_CONTRIBUTIONS;
  const prompts = byRole('prompt');
  const copies = byRole('copy');
  const totalEarnings =
    prompts.earnings + copies.earnings + money.vote_earnings + money.daily_bonuses;
  const totalRounds = rounds.prompt_rounds + rounds.copy_rounds + rounds.vote_rounds;

  return {
    player_id: playerId,
    username: player.username,
    email: player.email,
    overall_balance: player.balance,
    prompt_stats: roleStats({
      role: 'prompt',
      totalRounds: rounds.prompt_rounds,
      wins: prompts.wins,
      totalEarnings: prompts.earnings,
      totalPhrasesets: prompts.sets,
      totalVotesReceived: prompts.votes,
    }),
    copy_stats: roleStats({
      role: 'copy',
      totalRounds: rounds.copy_rounds,
      wins: copies.wins,
      totalEarnings: copies.earnings,
      totalPhrasesets: copies.sets,
      totalVotesReceived: copies.votes,
    }),
    voter_stats: roleStats({
      role: 'voter',
      totalRounds: rounds.vote_rounds,
      wins: money.paid_votes,
      totalEarnings: money.vote_earnings,
      correctVotes: rounds.correct_votes,
    }),
    earnings: {
      prompt_earnings: prompts.earnings,
      copy_earnings: copies.earnings,
      vote_earnings: money.vote_earnings,
      daily_bonuses: money.daily_bonuses,
      total_earnings: totalEarnings,
      prompt_costs: money.prompt_costs,
      copy_costs: money.copy_costs,
      vote_costs: money.vote_costs,
      total_costs: money.prompt_costs + money.copy_costs + money.vote_costs,
    },
    frequency: {
      total_rounds_played: totalRounds,
      days_active: rounds.days_active,
      rounds_per_day: roundsPerDay(totalRounds, rounds.days_active),
      member_since: new Date(player.created_at).toISOString(),
      last_active: rounds.last_active === null ? null : new Date(rounds.last_active).toISOString(),
    },
    favorite_prompts: contributions.favorite_prompts,
    best_performing_phrases: contributions.best_phrases,
  };
}
