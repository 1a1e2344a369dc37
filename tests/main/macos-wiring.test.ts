// src/main/index.ts as it runs on macOS (process.platform stubbed, the stand-in Electron): the
// menu-bar item shows template images and a click on it opens its menu only; closing the window
// keeps the app running, the Dock icon (`activate`) opens the window again; Cmd+Q (app.quit)
// stops the embedded server, then quits with nothing keeping the window open. The application
// menu is Electron's default one (the app sets none), whose Edit menu gives text fields Cmd+C,
// Cmd+V and Cmd+A.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { preventable, type FakeElectron, type MenuItem } from '../support/main/fake-electron';
import {
  startMainUnderTest,
  stopMainUnderTest,
  type MainUnderTest,
} from '../support/main/main-under-test';
import { stubPlatform } from '../support/main/platform-stub';

const state = vi.hoisted((): MainUnderTest => ({ fake: undefined, serverStops: 0 }));

vi.mock('electron', async () =>
  (await import('../support/main/main-under-test')).fakeElectronModule(
    state,
    'copycat-macos-',
    'darwin',
  ),
);
vi.mock('../../src/main/embedded-server', async () =>
  (await import('../support/main/main-under-test')).countingEmbeddedServer(state),
);

let fake: FakeElectron;
let restorePlatform: () => void;
const window = () => fake.record.windows.at(-1)!;
const tray = () => fake.record.trays[0]!;
const liveWindows = () => fake.record.windows.filter((each) => !each.destroyed);
type FakeImage = { fromBuffer: Buffer; template: boolean; scaleFactor: number };

beforeAll(async () => {
  restorePlatform = stubPlatform('darwin');
  fake = await startMainUnderTest(state);
});
afterAll(() => {
  stopMainUnderTest(fake);
  restorePlatform();
});

describe('the app on macOS', () => {
  it('shows a template image, 16 pt, in the menu bar', () => {
    const image = tray().image as FakeImage;
    expect(image.fromBuffer.equals(readFileSync('resources/trayTemplate.png'))).toBe(true);
    expect(image.template).toBe(true);
    expect(image.scaleFactor).toBe(2);
  });

  it('does not bring the window forward when the menu-bar item is clicked for its menu', () => {
    window().close();
    tray().emit('click', preventable(), { x: 0, y: 0, width: 16, height: 16 });
    expect(liveWindows()).toHaveLength(0);
    tray().item('Open Copycat')!.click!();
    expect(liveWindows()).toHaveLength(1);
  });

  it('keeps running when the window closes; the Dock icon opens it again', () => {
    window().close();
    expect(fake.record.quit).toBe(false);
    fake.electron.app.emit('activate', preventable(), false);
    expect(liveWindows()).toHaveLength(1);
    expect(window().visible).toBe(true);
  });

  it('sets no Windows app id, and text fields have the Edit menu of the application menu', () => {
    expect(fake.record.appUserModelId).toBeUndefined();
    // Without an Edit menu holding these roles, macOS gives text fields no Cmd+C, Cmd+V or
    // Cmd+A. Electron's default menu has it; a menu of the app's own must too.
    const menus = fake.record.applicationMenus;
    if (menus.length === 0) return;
    const roles = (items: MenuItem[]): string[] =>
      items.flatMap((item) => [item.role ?? '', ...roles(item.submenu ?? [])]);
    expect(roles(menus.at(-1)?.template ?? [])).toEqual(
      expect.arrayContaining(['copy', 'paste', 'selectAll', 'quit']),
    );
  });

  it('quits on Cmd+Q after stopping the embedded server, the window free to close', async () => {
    fake.electron.app.quit();
    await vi.waitFor(() => expect(fake.record.quit).toBe(true));
    expect(state.serverStops).toBe(1);
    expect(tray().destroyed).toBe(true);
    // Electron then closes the windows: nothing may keep this one open.
    window().close();
    expect(liveWindows()).toHaveLength(0);
  });
});
