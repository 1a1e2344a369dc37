// src/main/index.ts as it runs on Windows (process.platform stubbed, the stand-in Electron): the
// app id Windows shows notifications for is electron-builder's appId, set before any
// notification; the notification area shows the colour mark and a left click opens the window;
// a second start brings a minimized window back; Quit in the tray's menu, with the window
// closed, stops the embedded server and quits.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { preventable, type FakeElectron } from '../support/main/fake-electron';
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
    'copycat-windows-',
    'win32',
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

beforeAll(async () => {
  restorePlatform = stubPlatform('win32');
  fake = await startMainUnderTest(state);
});
afterAll(() => {
  stopMainUnderTest(fake);
  restorePlatform();
});

describe('the app on Windows', () => {
  it("sets electron-builder's appId as the app user model id", () => {
    const appId = /^appId:\s*(\S+)\s*$/m.exec(readFileSync('electron-builder.yml', 'utf8'))?.[1];
    expect(appId).toBeDefined();
    expect(fake.record.appUserModelId).toBe(appId);
  });

  it('shows the colour mark in the notification area', () => {
    const image = tray().image as { fromBuffer: Buffer; template: boolean };
    expect(image.fromBuffer.equals(readFileSync('resources/tray.png'))).toBe(true);
    expect(image.template).toBe(false);
  });

  it('opens the window, closed to the tray, on a left click of the tray icon', () => {
    window().close();
    expect(fake.record.quit).toBe(false);
    tray().emit('click', preventable(), { x: 0, y: 0, width: 16, height: 16 });
    expect(liveWindows()).toHaveLength(1);
    // (Electron's show() also focuses it; the stand-in only records that it is shown.)
    expect(window().visible).toBe(true);
  });

  it('a second start brings the minimized window back to the front', () => {
    const windows = fake.record.windows.length;
    window().minimized = true;
    window().focused = false;
    fake.electron.app.emit('second-instance', preventable(), ['Copycat.exe'], 'C:\\');
    expect(fake.record.windows).toHaveLength(windows);
    expect(window().isMinimized()).toBe(false);
    expect(window().focused).toBe(true);
  });

  it('quits from the tray with the window closed, the embedded server stopped', async () => {
    window().close();
    tray().item('Quit Copycat')!.click!();
    await vi.waitFor(() => expect(fake.record.quit).toBe(true));
    expect(state.serverStops).toBe(1);
    expect(tray().destroyed).toBe(true);
  });
});
