import type { ServerContext } from '../context';
import { conflict } from '../errors';
import { randomPseudonym } from '../players/pseudonyms';
import { cleanBase, usernameCandidates } from '../players/usernames';
import { isUsernameTaken } from './players';

const ATTEMPTS = 10;

/** `GET /auth/suggest-username`: a free, well-formed username built from a random pseudonym. */
export async function suggestUsername(ctx: ServerContext): Promise<string> {
  for (const candidate of usernameCandidates(
    cleanBase(randomPseudonym()),
    ctx.clock.now(),
    ATTEMPTS,
  )) {
    if (!(await isUsernameTaken(ctx.db, candidate))) return candidate;
  }
  throw conflict('username_generation_failed');
}
