// The small Electron adapters on their own: safeStorage as a SecretBox, and the notifier.
import { describe, expect, it } from 'vitest';
import type { Notification, SafeStorage } from 'electron';
import { createNotifier } from '../../src/main/electron/notifier';
import { createSafeStorageBox } from '../../src/main/electron/secret-box';
import { createFakeElectron } from '../support/main/fake-electron';

const fakeWith = (encryption: 'available' | 'unavailable' | 'basic_text') =>
  createFakeElectron({ appPath: '/app', userData: '/tmp/user', encryption });

describe('safeStorage secret box', () => {
  it('seals and unseals through safeStorage', async () => {
    const fake = fakeWith('available');
    const box = createSafeStorageBox(fake.electron.safeStorage as unknown as SafeStorage, 'linux');
    expect(await box.isAvailable()).toBe(true);
    const sealed = await box.encrypt('secret value');
    expect(sealed).not.toContain('secret value');
    expect(await box.decrypt(sealed)).toBe('secret value');
    expect(fake.record).toMatchObject({ encrypted: 1, decrypted: 1 });
  });

  it('counts as unavailable without OS encryption, or with the fixed-key Linux fallback', async () => {
    const none = createSafeStorageBox(
      fakeWith('unavailable').electron.safeStorage as unknown as SafeStorage,
      'linux',
    );
    expect(await none.isAvailable()).toBe(false);
    const basic = fakeWith('basic_text').electron.safeStorage as unknown as SafeStorage;
    expect(await createSafeStorageBox(basic, 'linux').isAvailable()).toBe(false);
    expect(await createSafeStorageBox(basic, 'darwin').isAvailable()).toBe(true);
  });
});

describe('notifier', () => {
  it('shows a notification and runs the click action', () => {
    const fake = fakeWith('available');
    const notifier = createNotifier(fake.electron.Notification as unknown as typeof Notification);
    let clicked = 0;
    notifier.show({ title: 'Results are in!', body: 'x', onClick: () => clicked++ });
    const [shown] = fake.record.notifications;
    expect(shown?.shown).toBe(true);
    shown?.click();
    expect(clicked).toBe(1);
  });

  it('stays silent where notifications are not supported', () => {
    const fake = fakeWith('available');
    fake.electron.Notification.isSupported = () => false;
    createNotifier(fake.electron.Notification as unknown as typeof Notification).show({
      title: 't',
      body: 'b',
      onClick: () => undefined,
    });
    expect(fake.record.notifications).toEqual([]);
  });
});
