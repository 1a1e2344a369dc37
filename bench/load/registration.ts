// Signing the simulated players up before the clock starts (POST /player, as the app's sign-up
// form does). Registration hashes a password (about 12 ms of CPU each), so it is done a few at
// a time and reported apart from the game.
import type { RegisterResponse } from '../../src/shared/api';
import { errorCode } from './game-api';
import type { KeepAliveClient } from './http-client';
import type { RequestLog } from './request-log';

export interface SignedUpPlayer {
  playerId: string;
  accessToken: string;
  /** The client of the server (one of several in the scale-out) this player talks to. */
  client: KeepAliveClient;
}

const CONCURRENT_SIGN_UPS = 4;

/** Registers `count` players, player i on server i modulo the servers; throws on a failure. */
export async function signUpPlayers(
  clients: readonly KeepAliveClient[],
  count: number,
  runId: string,
  log: RequestLog,
): Promise<SignedUpPlayer[]> {
  const players: SignedUpPlayer[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const client = clients[index % clients.length];
      if (!client) throw new Error('No server to sign up with');
      const answer = await client.request('POST', '/player', {
        body: { email: `bench-${runId}-${index}@example.com`, password: 'bench password 123' },
      });
      if (answer.status !== 201) {
        log.record(
          'POST /player',
          answer.ms,
          'error',
          `${answer.status} ${answer.failure ?? errorCode(answer.body)}`,
        );
        throw new Error(
          `Registration of player ${index} failed: ${answer.status} ${answer.failure ?? JSON.stringify(answer.body)}`,
        );
      }
      log.record('POST /player', answer.ms, 'ok');
      const body = answer.body as RegisterResponse;
      players[index] = { playerId: body.player_id, accessToken: body.access_token, client };
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_SIGN_UPS }, worker));
  return players;
}
