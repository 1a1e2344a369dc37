// Runs the built main bundle (out/main/index.js) under the stand-in Electron as a process of its
// own, like a launched app: `tsx run-built-app.ts <userData>`. It prints `SERVER READY` once its
// embedded server answers, prints any error or message box to stderr, and exits with the code
// the app passed to `app.exit` (or 0 when it quits).
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { createFakeElectron, installInRequireCache } from './fake-electron';

const userData = process.argv[2];
if (!userData) throw new Error('usage: run-built-app.ts <userData>');
const bundle = resolve('out/main/index.js');
const fake = createFakeElectron({ appPath: process.cwd(), userData });
installInRequireCache(fake, bundle);
createRequire(__filename)(bundle);
fake.markReady();

const watch = setInterval(() => {
  if (!fake.record.quit) return;
  clearInterval(watch);
  for (const box of fake.record.errorBoxes) console.error(`${box.title}: ${box.content}`);
  for (const box of fake.record.messageBoxes) console.error(`${box.message}: ${box.detail ?? ''}`);
  process.exit(fake.record.exitCode ?? 0);
}, 20);

void (async () => {
  while (fake.record.windows.length === 0) await new Promise((done) => setTimeout(done, 20));
  const health = (await fake.invokeFrom(fake.record.windows[0]!, 'health')) as { ok: boolean };
  if (health.ok) console.log('SERVER READY');
})();
