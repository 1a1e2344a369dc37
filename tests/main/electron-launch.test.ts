// The real desktop app in the real Electron binary (Playwright's Electron driver): the window
// gets exactly `window.api = { invoke, on }`, no Node, and reaches the embedded server. Where
// the binary cannot be obtained (it is downloaded from the internet on first use), the suite is
// skipped with a notice; tests/main/built-main.test.ts covers the same bundle with a stand-in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { electronBinary, electronMissingNotice } from '../support/main/electron-binary';
import { scaledMs } from '../support/slowness';

const binary = electronBinary();
if (!binary)
  console.warn(
    electronMissingNotice('the real Electron launch test (tests/main/electron-launch.test.ts)'),
  );

describe.skipIf(!binary)('desktop app in the real Electron binary', () => {
  it(
    'opens a sandboxed window whose only bridge is window.api, and reaches the embedded server',
    async () => {
      const home = mkdtempSync(join(tmpdir(), 'copycat-electron-'));
      const app = await _electron.launch({
        executablePath: binary!,
        args: ['.'],
        // userData lands under XDG_CONFIG_HOME on Linux: keep this run's data throw-away.
        env: { ...process.env, XDG_CONFIG_HOME: home, COPYCAT_SERVER_URL: '' },
      });
      try {
        const page = await app.firstWindow();
        expect(await page.evaluate(() => Object.keys(window.api!).sort())).toEqual([
          'invoke',
          'on',
        ]);
        expect(
          await page.evaluate(() => typeof (window as unknown as { require?: unknown }).require),
        ).toBe('undefined');
        const health = await page.evaluate(() => window.api!.invoke('health'));
        expect(health).toMatchObject({ ok: true, data: { status: 'ok' } });
      } finally {
        await app.close();
        rmSync(home, { recursive: true, force: true });
      }
    },
    scaledMs(120_000),
  );
});
