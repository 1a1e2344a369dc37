import type { ServerContext } from '../context';
import type { ErrorCode } from '../../shared/api/errors';
import { AppError } from '../errors';
import { keepBotFunded } from './funding';
import { withinSpendCap } from './house-spend';

/**
 * Why a bot could not start its round, as the engine refused it. `bot_busy`: the bot is in a
 * round already or its coins went on one (another server process gave it a turn a moment
 * ago), or it holds max_outstanding_quips prompts already; try another bot.
 * `nothing_to_do`: the prompt or set no longer needs this turn (a slot or place went to
 * someone else, or another transaction holds it right now); leave it to a later tick.
 */
type StartRefusal = 'bot_busy' | 'nothing_to_do';

const REFUSALS: Partial<Record<ErrorCode, StartRefusal>> = {
  already_in_round: 'bot_busy',
  insufficient_balance: 'bot_busy',
  max_outstanding_quips: 'bot_busy',
  no_prompts_available: 'nothing_to_do',
  no_phrasesets_available: 'nothing_to_do',
};

/** Starts a round through the engine's own command; a rule refusal is returned, not thrown. */
async function startRound<Round>(start: () => Promise<Round>): Promise<Round | StartRefusal> {
  try {
    return await start();
  } catch (error) {
    const refusal = error instanceof AppError ? REFUSALS[error.code] : undefined;
    if (refusal) return refusal;
    throw error;
  }
}

/**
 * One backup turn: the first of `bots` that can start the round (funded first, like a player
 * topping up) plays it to the end with `play`. Returns whether a turn was played; none is
 * while the house's spending on backup play is at its hourly cap.
 */
export async function playBotTurn<Round>(
  ctx: ServerContext,
  bots: readonly string[],
  start: (botId: string) => Promise<Round>,
  play: (botId: string, round: Round) => Promise<void>,
): Promise<boolean> {
  if (bots.length === 0 || !(await withinSpendCap(ctx))) return false;
  for (const botId of bots) {
    await keepBotFunded(ctx, botId);
    const round = await startRound(() => start(botId));
    if (round === 'bot_busy') continue;
    if (round === 'nothing_to_do') return false;
    await play(botId, round);
    return true;
  }
  return false;
}
