// Whether a Linux desktop shows tray icons, asked of a real D-Bus session bus (a private
// dbus-daemon): no StatusNotifierWatcher on it is `absent`, a panel owning the name is `present`,
// and no bus at all is `unknown`. Where dbus-daemon is missing, the bus cases skip with a notice.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionBusSockets } from '../../src/main/linux/session-bus';
import {
  STATUS_NOTIFIER_WATCHER,
  statusNotifierHost,
} from '../../src/main/linux/status-notifier-host';
import {
  dbusDaemonPath,
  dbusMissingNotice,
  ownName,
  startPrivateBus,
  type PrivateBus,
} from '../support/main/session-bus-daemon';

const daemon = dbusDaemonPath();
if (!daemon) console.warn(dbusMissingNotice('the D-Bus cases of status-notifier-host.test.ts'));

describe('the session bus address', () => {
  it('reads unix paths and abstract names from DBUS_SESSION_BUS_ADDRESS, in order', () => {
    expect(
      sessionBusSockets({
        DBUS_SESSION_BUS_ADDRESS:
          'tcp:host=localhost,port=1;unix:abstract=/tmp/dbus-x%2cy,guid=1;unix:path=/run/user/1000/bus',
      }),
    ).toEqual(['\0/tmp/dbus-x,y', '/run/user/1000/bus']);
  });

  it('falls back on $XDG_RUNTIME_DIR/bus only when it exists, as libdbus does', () => {
    const empty = mkdtempSync(join(tmpdir(), 'copycat-runtime-'));
    try {
      expect(sessionBusSockets({ XDG_RUNTIME_DIR: empty })).toEqual([]);
      expect(sessionBusSockets({})).toEqual([]);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('a desktop without a session bus', () => {
  it('cannot tell: unknown', async () => {
    expect(await statusNotifierHost({})).toBe('unknown');
    const nowhere = join(tmpdir(), 'copycat-no-such-bus', 'bus');
    expect(await statusNotifierHost({ DBUS_SESSION_BUS_ADDRESS: `unix:path=${nowhere}` })).toBe(
      'unknown',
    );
  });
});

describe.skipIf(!daemon)('a desktop with a session bus', () => {
  let bus: PrivateBus;
  beforeAll(async () => {
    bus = await startPrivateBus();
  });
  afterAll(async () => {
    await bus?.stop();
  });

  it('and no tray panel: absent (found through the variable, or $XDG_RUNTIME_DIR/bus)', async () => {
    expect(await statusNotifierHost({ DBUS_SESSION_BUS_ADDRESS: bus.address })).toBe('absent');
    expect(await statusNotifierHost({ XDG_RUNTIME_DIR: bus.folder })).toBe('absent');
  });

  it('and a panel that runs the StatusNotifierWatcher: present, then absent once it quits', async () => {
    const panel = await ownName(bus.address, STATUS_NOTIFIER_WATCHER);
    try {
      expect(await statusNotifierHost({ DBUS_SESSION_BUS_ADDRESS: bus.address })).toBe('present');
    } finally {
      panel.close();
    }
    // The bus gives the name up once it has seen the panel's connection close.
    await expect
      .poll(() => statusNotifierHost({ DBUS_SESSION_BUS_ADDRESS: bus.address }))
      .toBe('absent');
  });

  it('and a bus that takes the connection and never answers: unknown, within the time given', async () => {
    const socket = join(bus.folder, 'silent');
    // Reads what it is sent (so it sees the probe hang up) and never says a word.
    const silent = createServer((connection) => connection.resume());
    await new Promise<void>((done) => silent.listen(socket, done));
    try {
      const env = { DBUS_SESSION_BUS_ADDRESS: `unix:path=${socket}` };
      expect(await statusNotifierHost(env, 200)).toBe('unknown');
    } finally {
      await new Promise((done) => silent.close(done));
    }
  });
});
