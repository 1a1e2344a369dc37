// Derives the macOS menu-bar images from the tray images scripts/generate-icons.mjs draws; `npm
// run icons` runs it after that script. An optional argument names another output folder
// (tests/main/tray-platforms.test.ts checks that the committed images are what tray.png gives
// now). macOS shows a menu-bar image as drawn unless it is a template image (black and alpha
// only), which it then tints for the light or dark menu bar and the highlighted state, as it
// does its own icons.
//
// The colours of tray.png are the mark's three flat fills, blended only at anti-aliased edges, so
// each pixel splits exactly into how much of each fill it holds; the template keeps the cat's
// head (white) opaque, its copy behind (orange) half-transparent, and drops the purple of the
// square and the eyes, which become the cut-outs that draw the face. The alert image adds a dot,
// ringed with a clear gap, where tray-alert.png has its red one.
import { Buffer } from 'node:buffer';
import console from 'node:console';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { decodePng, encodePng } from './png.mjs';

const resources = join(dirname(fileURLToPath(import.meta.url)), '..', 'resources');
const output = process.argv[2] ?? resources;
const PURPLE = [0x5a, 0x2f, 0xc9];
const ORANGE = [0xff, 0xb5, 0x47];
const WHITE = [0xff, 0xff, 0xff];
/** The copy cat is drawn lighter than the cat in front of it, as in the colour mark. */
const COPY_OPACITY = 0.5;
const SAMPLES = 4;

const { size, rgba } = decodePng(readFileSync(join(resources, 'tray.png')));
const template = Buffer.alloc(size * size * 4);
for (let at = 0; at < size * size; at++) {
  const [white, orange] = fillShares(rgba.subarray(at * 4, at * 4 + 3));
  const alpha = (rgba[at * 4 + 3] / 255) * (white + COPY_OPACITY * orange);
  template[at * 4 + 3] = Math.round(Math.min(1, Math.max(0, alpha)) * 255);
}

// The dot of tray-alert.png (circles of radius 15 and 11 at (48, 16) of the mark's 64 units).
const unit = size / 64;
const coverage = (px, py, radius) => {
  let hits = 0;
  for (let sy = 0; sy < SAMPLES; sy++)
    for (let sx = 0; sx < SAMPLES; sx++) {
      const x = (px + (sx + 0.5) / SAMPLES) / unit - 48;
      const y = (py + (sy + 0.5) / SAMPLES) / unit - 16;
      if (x * x + y * y <= radius * radius) hits++;
    }
  return hits / SAMPLES ** 2;
};
const alert = Buffer.from(template);
for (let py = 0; py < size; py++)
  for (let px = 0; px < size; px++) {
    const at = (py * size + px) * 4 + 3;
    const cleared = alert[at] * (1 - coverage(px, py, 15));
    alert[at] = Math.round(Math.max(cleared, coverage(px, py, 11) * 255));
  }

writeFileSync(join(output, 'trayTemplate.png'), encodePng(size, template));
writeFileSync(join(output, 'tray-alertTemplate.png'), encodePng(size, alert));
console.log(`Wrote trayTemplate.png and tray-alertTemplate.png in ${output} from tray.png`);

/** How much white and orange a pixel's colour holds (the rest is purple). */
function fillShares([r, g, b]) {
  // c = P + w·(W − P) + o·(O − P): two unknowns over three channels, solved by least squares
  // (exact for these blends of the three fills).
  const u = WHITE.map((value, i) => value - PURPLE[i]);
  const v = ORANGE.map((value, i) => value - PURPLE[i]);
  const d = [r - PURPLE[0], g - PURPLE[1], b - PURPLE[2]];
  const dot = (x, y) => x[0] * y[0] + x[1] * y[1] + x[2] * y[2];
  const [uu, uv, vv, du, dv] = [dot(u, u), dot(u, v), dot(v, v), dot(d, u), dot(d, v)];
  const det = uu * vv - uv * uv;
  const white = (du * vv - dv * uv) / det;
  const orange = (dv * uu - du * uv) / det;
  return [Math.max(0, white), Math.max(0, orange)];
}
