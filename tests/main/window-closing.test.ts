// What closing the last window does, by platform and by what the desktop's tray can show: the
// app stays in the tray unless a Linux desktop is known to show no tray icons, where it quits
// (and not if the window was opened again meanwhile).
import { describe, expect, it } from 'vitest';
import { createWindowClosing, type TrayHost } from '../../src/main/core/window-closing';

function closing(platform: NodeJS.Platform, host: TrayHost | Error, windowAgain = false) {
  const seen = { quits: 0, asked: 0, logs: [] as string[] };
  const { allWindowsClosed } = createWindowClosing({
    platform,
    trayHost: async () => {
      seen.asked += 1;
      if (host instanceof Error) throw host;
      return host;
    },
    hasWindow: () => windowAgain,
    quit: () => void (seen.quits += 1),
    logger: {
      info: (message) => seen.logs.push(message),
      warn: (message) => seen.logs.push(message),
    },
  });
  return { allWindowsClosed, seen };
}

describe('closing the last window', () => {
  it('quits on a Linux desktop without a tray, and says why in the log', async () => {
    const { allWindowsClosed, seen } = closing('linux', 'absent');
    await allWindowsClosed();
    expect(seen.quits).toBe(1);
    expect(seen.logs).toEqual([expect.stringMatching(/no tray icons.*quits/)]);
  });

  it.each<[NodeJS.Platform, TrayHost | Error]>([
    ['linux', 'present'],
    ['linux', 'unknown'],
    ['linux', new Error('the bus went away')],
    ['win32', 'absent'],
    ['darwin', 'absent'],
  ])('keeps the app in the tray on %s when the tray host is %s', async (platform, host) => {
    const { allWindowsClosed, seen } = closing(platform, host);
    await allWindowsClosed();
    expect(seen.quits).toBe(0);
    // Only Linux needs asking: the others always have somewhere to show the icon.
    expect(seen.asked).toBe(platform === 'linux' ? 1 : 0);
  });

  it('does not quit when the window was opened again while the desktop was asked', async () => {
    const { allWindowsClosed, seen } = closing('linux', 'absent', true);
    await allWindowsClosed();
    expect(seen.quits).toBe(0);
  });
});
