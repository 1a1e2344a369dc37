// Checks the first-screen JavaScript budget of the renderer: gzips the entry script named
// by out/renderer/index.html plus everything it imports statically (lazy screens, loaded
// with dynamic import(), are not part of the first screen). Run after the build.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const LIMIT_KB = 90;
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const outDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'out/renderer');
const htmlPath = join(outDir, 'index.html');

if (!existsSync(htmlPath)) {
  console.error(`No ${htmlPath}: build the renderer first (npx electron-vite build).`);
  process.exit(1);
}

const html = readFileSync(htmlPath, 'utf8');
const entries = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((match) => resolve(outDir, match[1]));

// Static imports only: `import ... from "./x.js"`, `import "./x.js"` and `export ... from "./x.js"`.
const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[^'"`;()]*?\sfrom\s*|[^'"`;()]*?from)?["']([^"']+\.js)["']/g;

const seen = new Set();
const queue = [...entries];
while (queue.length > 0) {
  const file = queue.shift();
  if (seen.has(file) || !existsSync(file)) continue;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(STATIC_IMPORT)) queue.push(resolve(dirname(file), match[1]));
}

let total = 0;
for (const file of seen) {
  const gzipped = gzipSync(readFileSync(file), { level: 9 }).length;
  total += gzipped;
  if (verbose) console.log(`  ${file.slice(outDir.length + 1)}: ${(gzipped / 1024).toFixed(1)} KB`);
}

const kb = total / 1024;
console.log(`Renderer first-screen JS: ${kb.toFixed(1)} KB gzipped (limit ${LIMIT_KB} KB)`);
process.exit(kb > LIMIT_KB ? 1 : 0);
