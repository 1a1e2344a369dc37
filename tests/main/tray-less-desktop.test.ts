// src/main/index.ts on a Linux desktop that shows no tray icons (GNOME without the AppIndicator
// extension): its session bus (a private dbus-daemon here) has no StatusNotifierWatcher. Closing
// the window quits the app, the embedded server stopped, instead of leaving it running with no
// window and no icon. Linux only; skipped with a notice where dbus-daemon is missing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FakeElectron } from '../support/main/fake-electron';
import {
  startMainUnderTest,
  stopMainUnderTest,
  type MainUnderTest,
} from '../support/main/main-under-test';
import {
  dbusDaemonPath,
  dbusMissingNotice,
  startPrivateBus,
  type PrivateBus,
} from '../support/main/session-bus-daemon';
import { scaledMs } from '../support/slowness';

const state = vi.hoisted((): MainUnderTest => ({ fake: undefined, serverStops: 0 }));

vi.mock('electron', async () =>
  (await import('../support/main/main-under-test')).fakeElectronModule(state, 'copycat-no-tray-'),
);
vi.mock('../../src/main/embedded-server', async () =>
  (await import('../support/main/main-under-test')).countingEmbeddedServer(state),
);

const runs = process.platform === 'linux' && dbusDaemonPath() !== null;
if (!runs && process.platform === 'linux')
  console.warn(
    dbusMissingNotice('the tray-less desktop test (tests/main/tray-less-desktop.test.ts)'),
  );

describe.skipIf(!runs)('the app on a Linux desktop without a tray', () => {
  let bus: PrivateBus;
  let fake: FakeElectron;
  const savedAddress = process.env.DBUS_SESSION_BUS_ADDRESS;

  beforeAll(async () => {
    bus = await startPrivateBus();
    process.env.DBUS_SESSION_BUS_ADDRESS = bus.address;
    fake = await startMainUnderTest(state);
  });
  afterAll(async () => {
    stopMainUnderTest(fake);
    if (savedAddress === undefined) delete process.env.DBUS_SESSION_BUS_ADDRESS;
    else process.env.DBUS_SESSION_BUS_ADDRESS = savedAddress;
    await bus?.stop();
  });

  it('quits when its window is closed, the embedded server stopped and the tray icon gone', async () => {
    // Made, as everywhere: where no host shows it, Electron's Tray fails silently.
    expect(fake.record.trays).toHaveLength(1);
    fake.record.windows[0]!.close();
    await vi.waitFor(() => expect(fake.record.quit).toBe(true), { timeout: scaledMs(10_000) });
    expect(state.serverStops).toBe(1);
    expect(fake.record.trays[0]!.destroyed).toBe(true);
  });
});
