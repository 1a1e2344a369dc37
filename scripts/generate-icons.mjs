// Draws the app icon and the two tray images as PNG files in resources/ (run once; the images
// are committed): `node scripts/generate-icons.mjs`. Plain Node, no image library: shapes are
// sampled 4x4 per pixel for smooth edges and written as RGBA PNG with zlib.
import { Buffer } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const resources = join(dirname(fileURLToPath(import.meta.url)), '..', 'resources');
const SAMPLES = 4;

const TEAL = [20, 150, 160];
const INDIGO = [72, 61, 170];
const WHITE = [255, 255, 255];
const ALERT_RED = [229, 57, 53];
// PNG chunk checksums (CRC-32, polynomial 0xedb88320).
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

// ---- shapes: each answers whether a point (in 0..1 icon units) is inside ----
const circle = (cx, cy, r) => (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const roundedSquare = (inset, radius) => (x, y) => {
  const lo = inset + radius;
  const hi = 1 - inset - radius;
  const dx = Math.max(lo - x, 0, x - hi);
  const dy = Math.max(lo - y, 0, y - hi);
  if (x < inset || x > 1 - inset || y < inset || y > 1 - inset) return false;
  return dx * dx + dy * dy <= radius * radius;
};

/** Layers are painted in order: { shape, color(x, y) => [r, g, b], alpha }. */
function render(size, layers) {
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (const layer of layers) {
        let hits = 0;
        for (let sy = 0; sy < SAMPLES; sy++) {
          for (let sx = 0; sx < SAMPLES; sx++) {
            if (layer.shape((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size))
              hits++;
          }
        }
        const coverage = (hits / SAMPLES ** 2) * (layer.alpha ?? 1);
        if (coverage === 0) continue;
        const [lr, lg, lb] = layer.color((px + 0.5) / size, (py + 0.5) / size);
        // "over" compositing with straight alpha
        const outA = coverage + a * (1 - coverage);
        r = (lr * coverage + r * a * (1 - coverage)) / outA;
        g = (lg * coverage + g * a * (1 - coverage)) / outA;
        b = (lb * coverage + b * a * (1 - coverage)) / outA;
        a = outA;
      }
      pixels.set(
        [Math.round(r), Math.round(g), Math.round(b), Math.round(a * 255)],
        (py * size + px) * 4,
      );
    }
  }
  return encodePng(size, pixels);
}

const solid = (rgb) => () => rgb;
const diagonal = (from, to) => (x, y) => from.map((c, i) => c + (to[i] - c) * ((x + y) / 2));

// The mark: two overlapping speech bubbles, the original and its copy.
const mark = (color, scale = 1, offset = 0) => [
  {
    shape: circle(0.4 * scale + offset, 0.44 * scale + offset, 0.2 * scale),
    color: solid(color),
    alpha: 0.55,
  },
  { shape: circle(0.6 * scale + offset, 0.56 * scale + offset, 0.2 * scale), color: solid(color) },
  { shape: circle(0.47 * scale + offset, 0.7 * scale + offset, 0.06 * scale), color: solid(color) },
];

const icon = render(512, [
  { shape: roundedSquare(0.04, 0.2), color: diagonal(TEAL, INDIGO) },
  ...mark(WHITE, 0.9, 0.05),
]);
const trayLayers = [
  { shape: roundedSquare(0.03, 0.25), color: diagonal(TEAL, INDIGO) },
  ...mark(WHITE, 0.9, 0.05),
];
const tray = render(32, trayLayers);
const trayAlert = render(32, [
  ...trayLayers,
  { shape: circle(0.76, 0.24, 0.24), color: solid(WHITE) },
  { shape: circle(0.76, 0.24, 0.18), color: solid(ALERT_RED) },
]);

writeFileSync(join(resources, 'icon.png'), icon);
writeFileSync(join(resources, 'tray.png'), tray);
writeFileSync(join(resources, 'tray-alert.png'), trayAlert);
console.log(
  'Wrote resources/icon.png (512x512), resources/tray.png and resources/tray-alert.png (32x32)',
);

// ---- PNG encoding ----
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter type "none"
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
