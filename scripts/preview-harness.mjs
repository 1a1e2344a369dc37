// `npm run preview:harness`: look at every screen without Electron. Runs the already built
// renderer (out/renderer; build first with `npx electron-vite build`) in Debian's Chromium
// against the real main-process core and an embedded game server on a throw-away database,
// and writes a screenshot of each screen to test-output/preview/. Needs tsx for the .ts imports.
import { existsSync } from 'node:fs';
import { CHROMIUM_MISSING_NOTICE, chromiumAvailable } from '../tests/support/browser/chromium.ts';
import { RENDERER_DIR } from '../tests/support/browser/app-harness.ts';
import { runPreview } from '../tests/support/browser/preview.ts';

if (!existsSync(`${RENDERER_DIR}/index.html`)) {
  console.error(`No built renderer in ${RENDERER_DIR}: run npx electron-vite build first.`);
  process.exit(1);
}
if (!chromiumAvailable()) {
  console.error(CHROMIUM_MISSING_NOTICE);
  process.exit(1);
}
await runPreview();
// PGlite and Chromium handles can keep the event loop alive after a clean close.
process.exit(0);
