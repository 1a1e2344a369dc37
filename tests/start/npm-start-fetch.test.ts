// `npm start` on a machine where `npm install` left Electron without its binary (Electron 45 has
// no install script). Real processes: the start script, Electron's own installer and a stand-in
// Electron executable, fetched from a mirror on 127.0.0.1 that ELECTRON_MIRROR points at. The
// installer unpacks into a throw-away copy of the electron package; nothing else is contacted.
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/run-tsx';
import {
  closedMirrorUrl,
  startElectronMirror,
  type ElectronMirror,
  type MirrorBehaviour,
} from '../support/start/electron-mirror';
import { endChildren } from '../support/child-processes';
import { copyElectronPackage, runStart } from '../support/start/run-start';
import { standInArchive, standInSupported } from '../support/start/stand-in-electron';

const { version } = JSON.parse(
  readFileSync(join(REPO_ROOT, 'node_modules', 'electron', 'package.json'), 'utf8'),
) as { version: string };
const archive = standInSupported
  ? standInArchive(version)
  : { fileName: '', data: Buffer.alloc(0) };

if (!standInSupported)
  console.warn(
    `No shell-script stand-in for Electron on ${process.platform}: skipping the npm start fetch tests`,
  );

describe.skipIf(!standInSupported)('npm start when the Electron binary is missing', () => {
  let work: string;
  let packageDir: string;
  let launchRecord: string;
  let mirror: ElectronMirror | undefined;

  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'copycat-start-'));
    packageDir = copyElectronPackage(work);
    launchRecord = join(work, 'launched.txt');
  });

  afterEach(async () => {
    // A run that outlived its test (failed or timed out) must not serve the next one's mirror.
    endChildren();
    await mirror?.close();
    mirror = undefined;
    rmSync(work, { recursive: true, force: true });
  });

  const start = (mirrorUrl: string, extra: Record<string, string> = {}) =>
    runStart(packageDir, {
      ELECTRON_MIRROR: mirrorUrl,
      electron_config_cache: join(work, 'cache'),
      // The mirror's SHASUMS256.txt, not the package's checksums.json (made for the real archive).
      electron_use_remote_checksums: '1',
      COPYCAT_STANDIN_RECORD: launchRecord,
      ...extra,
    });

  /** What the stand-in recorded: its working directory, then its arguments. */
  const launchedWith = () => readFileSync(launchRecord, 'utf8').trimEnd().split('\n');

  it('fetches the binary from the mirror, checks it, unpacks it into the package and opens the app', async () => {
    mirror = await startElectronMirror(version, archive, 'serves');
    const run = await start(mirror.url);

    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Electron ${version} is not installed yet: fetching it once`);
    expect(mirror.requests).toEqual([
      `/v${version}/${archive.fileName}`,
      `/v${version}/SHASUMS256.txt`,
    ]);
    // Unpacked where `require('electron')` will look, and kept in the download cache.
    expect(readFileSync(join(packageDir, 'path.txt'), 'utf8')).toBe(
      process.platform === 'darwin' ? 'Electron.app/Contents/MacOS/Electron' : 'electron',
    );
    expect(readdirSync(join(work, 'cache'), { recursive: true })).toContainEqual(
      expect.stringContaining(archive.fileName),
    );
    const root = realpathSync(REPO_ROOT);
    expect(launchedWith().map((path) => realpathSync(path))).toEqual([root, root]);
  });

  it('opens an already fetched binary without contacting any mirror, and exits with its exit code', async () => {
    mirror = await startElectronMirror(version, archive, 'serves');
    expect((await start(mirror.url)).code).toBe(0);
    rmSync(launchRecord);

    const again = await start(await closedMirrorUrl(), { COPYCAT_STANDIN_EXIT: '3' });

    expect(again.code, again.stderr).toBe(3);
    expect(again.stdout).not.toContain('fetching');
    expect(mirror.requests).toHaveLength(2);
    expect(launchedWith()[1]).toBe(REPO_ROOT);
  });

  const failures: [MirrorBehaviour | 'is not listening', RegExp][] = [
    [
      'answers 404',
      /^Response code 404 \(Not Found\) for http:\/\/127\.0\.0\.1:\d+\/v[\d.]+\/electron-v\S+\.zip$/,
    ],
    [
      'answers 500',
      /^Response code 500 \(Internal Server Error\) for http:\/\/127\.0\.0\.1:\d+\/v[\d.]+\/electron-v\S+\.zip$/,
    ],
    [
      'lists a wrong checksum',
      /^Generated checksum for "electron-v\S+\.zip" did not match expected checksum\.$/,
    ],
    [
      'is not listening',
      /^could not reach http:\/\/127\.0\.0\.1:\d+\/v[\d.]+\/electron-v\S+\.zip \(.*ECONNREFUSED.*\)$/,
    ],
  ];

  it.each(failures)(
    'says plainly what failed and what to do when the mirror %s',
    async (behaviour, reason) => {
      const url =
        behaviour === 'is not listening'
          ? await closedMirrorUrl()
          : (mirror = await startElectronMirror(version, archive, behaviour)).url;

      const run = await start(url);

      expect(run.code).toBe(1);
      // One message of three lines: what failed (with the mirror's URL or the archive's name and
      // the reason), what to do, and how to play without Electron. No stack trace, nothing else.
      const [failed, todo, alternatives, ...rest] = run.stderr.trim().split('\n');
      expect(failed).toMatch(/^Could not fetch the Electron binary: /);
      expect(failed!.slice('Could not fetch the Electron binary: '.length)).toMatch(reason);
      expect(todo).toMatch(/Check the network connection, or set ELECTRON_MIRROR/);
      expect(alternatives).toMatch(/`npm run preview:harness`.*`npm run server`/);
      expect(rest).toEqual([]);
      expect(existsSync(launchRecord)).toBe(false);
      expect(existsSync(join(packageDir, 'path.txt'))).toBe(false);
    },
  );
});
