import type { Player } from '../../shared/api/player';
import { isOldEnoughForBonus } from '../players/daily-bonus-rules';
import type { PlayerRow } from './input-rows';
import type { Settings } from '../settings';

/** The Player of docs/api-reference.md#get-playerbalance (also `player` of the dashboard). */
export function presentPlayer(row: PlayerRow, settings: Settings, now: Date): Player {
  return {
    player_id: row.id,
    username: row.username,
    email: row.email,
    pseudonym: row.pseudonym,
    created_at: row.created_at.toISOString(),
    last_login_date: row.last_login_at?.toISOString() ?? null,
    balance: row.balance,
    starting_balance: settings.starting_balance,
    outstanding_prompts: row.outstanding_prompts,
    daily_bonus_available: isOldEnoughForBonus(row.created_at, now) && !row.bonus_claimed_today,
    daily_bonus_amount: settings.daily_bonus_amount,
  };
}
