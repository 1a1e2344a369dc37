// electron-builder.yml checked with electron-builder's own schema, the images it names, and a
// real packaging run (`--linux dir`) with a stand-in Electron folder: app.asar must hold what
// the main process needs at run time, PGlite's files must be unpacked, and the fuses set in the
// configuration must be flipped in the packaged executable (the stand-in carries a fuse wire).
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { pngSize } from '../support/main/png';
import { electronFuseWire } from '../support/packaging/fuse-wire';
import { scaledMs } from '../support/slowness';

const require = createRequire(import.meta.url);
const projectDir = resolve('.');
type BuilderConfig = Record<string, unknown> & {
  files: { filter: string[] }[];
  asarUnpack: string[];
  win: { icon: string; target: string[] };
  mac: { icon: string; target: string[] };
  linux: { icon: string; target: string[] };
  electronFuses?: Record<string, boolean>;
};
const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
  getConfig(
    projectDir: string,
    configPath: string | null,
    fromOptions: unknown,
  ): Promise<BuilderConfig>;
  validateConfiguration(config: unknown, debugLogger: { isEnabled: boolean }): Promise<void>;
};
const asar = require('@electron/asar') as {
  listPackage(archive: string, options?: object): string[];
  statFile(archive: string, path: string): { unpacked?: boolean };
  extractFile(archive: string, path: string): Buffer;
};

let config: BuilderConfig;
beforeAll(async () => {
  config = await getConfig(projectDir, null, null);
});

describe('electron-builder.yml', () => {
  it("passes electron-builder's schema", async () => {
    await expect(validateConfiguration(config, { isEnabled: false })).resolves.toBeUndefined();
  });

  it('is really checked: a misspelled option fails the schema', async () => {
    await expect(
      validateConfiguration(
        { ...config, linux: { ...config.linux, icn: 'x' } },
        { isEnabled: false },
      ),
    ).rejects.toThrow(/configuration\.linux/);
  });

  // The schema accepts any target name, so the targets are checked by name here.
  it('builds NSIS for Windows, DMG for macOS, AppImage and deb for Linux, all with the app icon', () => {
    expect(config.win.target).toEqual(['nsis']);
    // The zip beside the DMG: electron-updater's MacUpdater downloads nothing else.
    expect(config.mac.target).toEqual(['dmg', 'zip']);
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    for (const platform of [config.win, config.mac, config.linux])
      expect(platform.icon).toBe('resources/icon.png');
  });

  it("locks the packaged Electron down with Electron's fuses", () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('ships a 512x512 icon and two different 32x32 tray images', () => {
    expect(pngSize('resources/icon.png')).toEqual({ width: 512, height: 512 });
    expect(pngSize('resources/tray.png')).toEqual({ width: 32, height: 32 });
    expect(pngSize('resources/tray-alert.png')).toEqual({ width: 32, height: 32 });
    expect(
      readFileSync('resources/tray.png').equals(readFileSync('resources/tray-alert.png')),
    ).toBe(false);
  });
});

describe('packaged app folder (linux dir, stand-in Electron)', () => {
  const work = mkdtempSync(join(tmpdir(), 'copycat-package-'));
  const unpacked = join(work, 'out', 'linux-unpacked');
  const archive = join(unpacked, 'resources', 'app.asar');
  let entries: string[] = [];

  beforeAll(() => {
    if (!existsSync('out/main/index.js'))
      throw new Error('out/ is missing: run `npx electron-vite build` (npm test does).');
    // electron-builder copies this folder as the app's Electron: what matters is the executable's
    // name, and the fuse wire inside it that electron-builder flips (after `exit`, never run).
    const electronDist = join(work, 'electron-dist');
    mkdirSync(electronDist);
    writeFileSync(
      join(electronDist, 'electron'),
      Buffer.concat([
        Buffer.from('#!/bin/sh\necho "stand-in Electron"\nexit 0\n'),
        electronFuseWire(),
      ]),
    );
    chmodSync(join(electronDist, 'electron'), 0o755);
    const run = spawnSync(
      process.execPath,
      [
        require.resolve('electron-builder/cli.js'),
        '--linux',
        'dir',
        // Packaging only: under CI=true electron-builder would otherwise treat the run as a
        // release and fail without a git remote to publish to.
        '--publish',
        'never',
        `-c.electronDist=${electronDist}`,
        `-c.directories.output=${join(work, 'out')}`,
      ],
      { cwd: projectDir, encoding: 'utf8', timeout: scaledMs(240_000) },
    );
    if (run.status !== 0) throw new Error(`electron-builder failed:\n${run.stdout}\n${run.stderr}`);
    entries = asar.listPackage(archive);
  }, scaledMs(300_000));

  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });

  it('holds the built main, preload and renderer with package.json pointing at main', () => {
    for (const file of [
      '/out/main/index.js',
      '/out/preload/index.js',
      '/out/renderer/index.html',
      '/package.json',
    ]) {
      expect(entries).toContain(file);
    }
    const manifest = JSON.parse(asar.extractFile(archive, 'package.json').toString()) as {
      main: string;
    };
    expect(manifest.main).toBe('out/main/index.js');
  });

  it('holds the server migrations, the prompt library and the tray images', () => {
    expect(entries).toContain('/src/server/db/migrations/meta/_journal.json');
    expect(entries.some((entry) => /^\/src\/server\/db\/migrations\/[^/]+\.sql$/.test(entry))).toBe(
      true,
    );
    expect(entries).toContain('/src/server/data/prompts.json');
    // The Template ones are the macOS menu bar's (src/main/electron/tray-images.ts).
    for (const image of [
      'icon.png',
      'tray.png',
      'tray-alert.png',
      'trayTemplate.png',
      'tray-alertTemplate.png',
    ])
      expect(entries).toContain(`/resources/${image}`);
  });

  it('holds the runtime dependencies the main bundle requires, and no sources or dev tools', () => {
    for (const dependency of ['fastify', 'drizzle-orm', 'zod', '@electric-sql/pglite', 'pg']) {
      expect(entries).toContain(`/node_modules/${dependency}/package.json`);
    }
    for (const excluded of [
      '/src/main',
      '/src/renderer',
      '/node_modules/electron',
      '/node_modules/vitest',
      '/node_modules/electron-store',
    ]) {
      expect(entries).not.toContain(excluded);
    }
  });

  it("unpacks PGlite's wasm and data files and the data-folder template from the archive", () => {
    const wasm = entries.filter((entry) =>
      /^\/node_modules\/@electric-sql\/pglite\/dist\/[^/]+\.(wasm|data)$/.test(entry),
    );
    expect(wasm.length).toBeGreaterThanOrEqual(2);
    for (const entry of [...wasm, '/out/main/pglite-starter-template.tar']) {
      expect(asar.statFile(archive, entry.slice(1)).unpacked).toBe(true);
      expect(existsSync(join(`${archive}.unpacked`, entry))).toBe(true);
    }
  });

  it('has the fuses of electron-builder.yml flipped in the packaged executable', async () => {
    // Linux executables are named after the package (`linux.executableName` is not set).
    const wire = await getCurrentFuseWire(join(unpacked, 'copycat'));
    // Each fuse is one ASCII byte in the wire: '0' off, '1' on.
    const [off, on] = ['0'.charCodeAt(0), '1'.charCodeAt(0)];
    expect({
      runAsNode: wire[FuseV1Options.RunAsNode],
      nodeOptions: wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable],
      inspect: wire[FuseV1Options.EnableNodeCliInspectArguments],
      cookieEncryption: wire[FuseV1Options.EnableCookieEncryption],
      asarIntegrity: wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation],
      onlyLoadAppFromAsar: wire[FuseV1Options.OnlyLoadAppFromAsar],
    }).toEqual({
      runAsNode: off,
      nodeOptions: off,
      inspect: off,
      cookieEncryption: on,
      asarIntegrity: on,
      onlyLoadAppFromAsar: on,
    });
  });
});
