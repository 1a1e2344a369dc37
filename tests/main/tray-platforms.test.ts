// The tray on each platform: the images it shows (template images in the macOS menu bar, which
// macOS tints for light and dark bars) and what a left click does (opens the window on Windows;
// on macOS the click opens the tray's menu, and the window must not jump forward with it).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Menu, NativeImage, Tray } from 'electron';
import { describe, expect, it } from 'vitest';
import { createTray } from '../../src/main/electron/tray';
import { loadTrayImages, trayImageFiles } from '../../src/main/electron/tray-images';
import { createFakeElectron, preventable } from '../support/main/fake-electron';
import { pngPixels, pngSize } from '../support/main/png';

function trayOn(platform: NodeJS.Platform) {
  const fake = createFakeElectron({ appPath: process.cwd(), userData: '/tmp/user', platform });
  const { nativeImage } = fake.electron;
  // As index.ts loads them: from a buffer, at 2x on macOS (a 32 px image is 16 pt there).
  const load = (name: string) =>
    nativeImage.createFromBuffer(readFileSync(join('resources', name)), {
      scaleFactor: platform === 'darwin' ? 2 : 1,
    }) as unknown as NativeImage;
  let opened = 0;
  const presenter = createTray({
    Tray: fake.electron.Tray as unknown as typeof Tray,
    Menu: fake.electron.Menu as unknown as typeof Menu,
    images: loadTrayImages(platform, load),
    platform,
    onOpen: () => opened++,
    onInstallUpdate: () => undefined,
    onQuit: () => undefined,
  });
  const tray = fake.record.trays[0]!;
  return { tray, presenter, opened: () => opened };
}

type FakeImage = { fromBuffer: Buffer; template: boolean };

describe('the tray on macOS', () => {
  it('shows template images, black and alpha only, named as macOS names them', () => {
    const { tray } = trayOn('darwin');
    const files = trayImageFiles('darwin');
    for (const name of Object.values(files)) {
      expect(name).toMatch(/Template\.png$/);
      expect(pngSize(join('resources', name))).toEqual({ width: 32, height: 32 });
      const { rgba } = pngPixels(join('resources', name));
      const pixels = rgba.length / 4;
      let drawn = 0;
      for (let at = 0; at < pixels; at++) {
        expect([rgba[at * 4], rgba[at * 4 + 1], rgba[at * 4 + 2]]).toEqual([0, 0, 0]);
        if (rgba[at * 4 + 3]! > 0) drawn++;
      }
      // A mark, not an empty or a filled square.
      expect(drawn / pixels).toBeGreaterThan(0.2);
      expect(drawn / pixels).toBeLessThan(0.8);
    }
    expect(
      readFileSync(join('resources', files.normal)).equals(
        readFileSync(join('resources', files.alert)),
      ),
    ).toBe(false);
    const image = tray.image as FakeImage;
    expect(image.fromBuffer.equals(readFileSync(join('resources', files.normal)))).toBe(true);
    expect(image.template).toBe(true);
  });

  it('has the template images the current tray.png gives (regenerated with the mark)', () => {
    const out = mkdtempSync(join(tmpdir(), 'copycat-tray-templates-'));
    try {
      execFileSync(process.execPath, ['scripts/make-tray-templates.mjs', out]);
      for (const name of Object.values(trayImageFiles('darwin')))
        expect(readFileSync(join(out, name)).equals(readFileSync(join('resources', name)))).toBe(
          true,
        );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('keeps the alert image a template image too', () => {
    const { tray, presenter } = trayOn('darwin');
    presenter.setAlert(true);
    const image = tray.image as FakeImage;
    const alert = readFileSync(join('resources', trayImageFiles('darwin').alert));
    expect(image.fromBuffer.equals(alert)).toBe(true);
    expect(image.template).toBe(true);
  });

  it('a click opens the menu only, not the window as well', () => {
    const { tray, opened } = trayOn('darwin');
    tray.emit('click', preventable());
    expect(opened()).toBe(0);
    tray.item('Open Copycat')!.click!();
    expect(opened()).toBe(1);
  });
});

describe('the tray on Windows', () => {
  it('shows the colour mark, and a left click opens the window', () => {
    const { tray, opened } = trayOn('win32');
    const image = tray.image as FakeImage;
    expect(image.fromBuffer.equals(readFileSync('resources/tray.png'))).toBe(true);
    expect(image.template).toBe(false);
    tray.emit('click', preventable());
    expect(opened()).toBe(1);
  });
});
