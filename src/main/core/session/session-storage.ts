// Keeps the signed-in session across restarts. Tokens are sealed with the OS keychain
// (SecretBox) where the OS offers one; otherwise they are stored as they are, and we say so once.
import { z } from 'zod';
import type { KeyValueStore, Logger, SecretBox } from '../ports';

export interface StoredSession {
  username: string;
  playerId: string;
  accessToken: string;
  refreshToken: string;
  /** When we stop using the access token (already 5 s before the server's expiry). */
  expiresAt: number;
}

export interface SessionStorage {
  save(session: StoredSession): Promise<void>;
  load(): Promise<StoredSession | null>;
  clear(): void;
}

export const SESSION_STORE_KEY = 'session';

const Tokens = z.object({ accessToken: z.string().min(1), refreshToken: z.string().min(1) });
const Persisted = z.object({
  username: z.string(),
  playerId: z.string(),
  expiresAt: z.number(),
  tokens: z.union([
    z.object({ sealed: z.literal(true), data: z.string() }),
    z.object({ sealed: z.literal(false), data: Tokens }),
  ]),
});
type Persisted = z.infer<typeof Persisted>;

export function createSessionStorage(options: {
  store: KeyValueStore;
  secretBox?: SecretBox;
  logger: Logger;
}): SessionStorage {
  const { store, secretBox, logger } = options;
  let encryptionAvailable: Promise<boolean> | undefined;

  const canEncrypt = (): Promise<boolean> => {
    encryptionAvailable ??= (
      secretBox ? secretBox.isAvailable().catch(() => false) : Promise.resolve(false)
    ).then((available) => {
      if (!available) {
        logger.warn(
          'OS encryption is not available: session tokens are stored without encryption.',
        );
      }
      return available;
    });
    return encryptionAvailable;
  };

  // Sealing is asynchronous: a save overtaken by a later save or a clear must not write.
  let latest: StoredSession | null = null;

  return {
    async save(session) {
      latest = session;
      const { accessToken, refreshToken, ...rest } = session;
      const tokens = { accessToken, refreshToken };
      let persisted: Persisted;
      try {
        persisted =
          (await canEncrypt()) && secretBox
            ? {
                ...rest,
                tokens: { sealed: true, data: await secretBox.encrypt(JSON.stringify(tokens)) },
              }
            : { ...rest, tokens: { sealed: false, data: tokens } };
      } catch (error) {
        // The stored refresh token is the one just rotated away: presented at the next start it
        // would read as a stolen token and end every session of the player. Not stored at all,
        // the player signs in again at the next start; this session goes on in memory.
        logger.warn(`The session could not be sealed and is not kept: ${String(error)}`);
        if (latest === session) store.delete(SESSION_STORE_KEY);
        return;
      }
      if (latest === session) store.set(SESSION_STORE_KEY, persisted);
    },

    async load() {
      const parsed = Persisted.safeParse(store.get(SESSION_STORE_KEY));
      if (!parsed.success) return null;
      const { tokens, ...rest } = parsed.data;
      if (!tokens.sealed) return { ...rest, ...tokens.data };
      // Kept for a later start: the keychain may be missing for this run only (a session with no
      // keyring, --password-store=basic), and a sign-in replaces it anyway.
      if (!secretBox || !(await canEncrypt())) return null;
      try {
        const unsealed = Tokens.parse(JSON.parse(await secretBox.decrypt(tokens.data)));
        return { ...rest, ...unsealed };
      } catch (error) {
        // A keychain change makes old sealed tokens unreadable: sign in again.
        logger.warn(`Stored session could not be unsealed and was discarded: ${String(error)}`);
        store.delete(SESSION_STORE_KEY);
        return null;
      }
    },

    clear() {
      latest = null;
      store.delete(SESSION_STORE_KEY);
    },
  };
}
