// The SecretBox port backed by Electron's safeStorage (Keychain, DPAPI, libsecret/kwallet).
import type { SafeStorage } from 'electron';
import type { SecretBox } from '../core/ports';

export function createSafeStorageBox(
  safeStorage: SafeStorage,
  platform: NodeJS.Platform,
): SecretBox {
  return {
    async isAvailable() {
      if (!(await safeStorage.isAsyncEncryptionAvailable())) return false;
      // Linux without a keyring falls back to a hard-coded key: that is not encryption.
      return platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text';
    },
    async encrypt(plain) {
      return (await safeStorage.encryptStringAsync(plain)).toString('base64');
    },
    async decrypt(sealed) {
      return (await safeStorage.decryptStringAsync(Buffer.from(sealed, 'base64'))).result;
    },
  };
}
