import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../src/main/core/memory-store';
import {
  createSessionStorage,
  SESSION_STORE_KEY,
  type StoredSession,
} from '../../src/main/core/session/session-storage';
import { fakeSecretBox, recordingPorts } from '../support/main/test-core';

const session: StoredSession = {
  username: 'alice1234',
  playerId: '11111111-1111-4111-8111-111111111111',
  accessToken: 'access-token-value',
  refreshToken: 'refresh-token-value',
  expiresAt: 1_000_000,
};

describe('session storage', () => {
  it('seals the tokens with the OS encryption when it is available', async () => {
    const store = new MemoryStore();
    const { ports, logs } = recordingPorts();
    const storage = createSessionStorage({
      store,
      secretBox: fakeSecretBox(true),
      logger: ports.logger,
    });
    await storage.save(session);
    const persisted = JSON.stringify(store.get(SESSION_STORE_KEY));
    expect(persisted).not.toContain('access-token-value');
    expect(persisted).not.toContain('refresh-token-value');
    expect(await storage.load()).toEqual(session);
    expect(logs).toEqual([]);
  });

  it('falls back to plain storage, with one logged notice, when encryption is unavailable', async () => {
    for (const secretBox of [fakeSecretBox(false), undefined]) {
      const store = new MemoryStore();
      const { ports, logs } = recordingPorts();
      const storage = createSessionStorage({ store, secretBox, logger: ports.logger });
      await storage.save(session);
      await storage.save(session);
      expect(store.get(SESSION_STORE_KEY)).toMatchObject({ tokens: { sealed: false } });
      expect(await storage.load()).toEqual(session);
      expect(logs).toEqual([expect.stringMatching(/^warn: OS encryption is not available/)]);
    }
  });

  it('discards sealed tokens it can no longer unseal', async () => {
    const store = new MemoryStore();
    const { ports, logs } = recordingPorts();
    await createSessionStorage({
      store,
      secretBox: fakeSecretBox(true),
      logger: ports.logger,
    }).save(session);
    const broken = {
      ...fakeSecretBox(true),
      decrypt: async () => Promise.reject(new Error('keychain changed')),
    };
    const storage = createSessionStorage({ store, secretBox: broken, logger: ports.logger });
    expect(await storage.load()).toBeNull();
    expect(store.get(SESSION_STORE_KEY)).toBeUndefined();
    expect(logs.join('\n')).toContain('keychain changed');
  });

  it('keeps sealed tokens for a later start when this one has no OS encryption', async () => {
    const store = new MemoryStore();
    const { ports } = recordingPorts();
    await createSessionStorage({
      store,
      secretBox: fakeSecretBox(true),
      logger: ports.logger,
    }).save(session);
    const sealed = store.get(SESSION_STORE_KEY);
    for (const secretBox of [fakeSecretBox(false), undefined]) {
      const storage = createSessionStorage({ store, secretBox, logger: ports.logger });
      expect(await storage.load()).toBeNull();
      expect(store.get(SESSION_STORE_KEY)).toEqual(sealed);
    }
    const keychainBack = createSessionStorage({
      store,
      secretBox: fakeSecretBox(true),
      logger: ports.logger,
    });
    expect(await keychainBack.load()).toEqual(session);
  });

  it('a session it cannot seal is not kept, and the stale one is gone, never replayed', async () => {
    const store = new MemoryStore();
    const { ports, logs } = recordingPorts();
    const box = fakeSecretBox(true);
    const storage = createSessionStorage({ store, secretBox: box, logger: ports.logger });
    await storage.save(session);
    box.encrypt = async () => Promise.reject(new Error('keychain locked'));
    await expect(
      storage.save({ ...session, refreshToken: 'rotated-refresh-token' }),
    ).resolves.toBeUndefined();
    expect(store.get(SESSION_STORE_KEY)).toBeUndefined();
    expect(await storage.load()).toBeNull();
    expect(logs.join('\n')).toContain('keychain locked');
  });

  it('a clear or a newer save wins over a save still sealing', async () => {
    const store = new MemoryStore();
    const { ports } = recordingPorts();
    const storage = createSessionStorage({
      store,
      secretBox: fakeSecretBox(true),
      logger: ports.logger,
    });
    const stale = storage.save(session);
    storage.clear();
    await stale;
    expect(store.get(SESSION_STORE_KEY)).toBeUndefined();

    const older = storage.save(session);
    const newer = storage.save({ ...session, username: 'bob5678' });
    await Promise.all([older, newer]);
    expect(await storage.load()).toMatchObject({ username: 'bob5678' });
  });

  it('ignores malformed stored data', async () => {
    const store = new MemoryStore({ [SESSION_STORE_KEY]: { username: 42 } });
    const { ports } = recordingPorts();
    expect(await createSessionStorage({ store, logger: ports.logger }).load()).toBeNull();
  });
});
