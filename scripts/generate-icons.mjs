// Draws the app icon and the two tray images as PNG files in resources/ from the brand mark
// (src/renderer/src/assets/brand-mark.svg, the same file the app shows), so every icon is the
// one mark: `npm run icons`. Plain Node, no image library: the mark's few primitives (rect with
// rx, circle, ellipse, polygon, flat fills, translate on groups) are read from the SVG and
// sampled 4x4 per pixel for smooth edges, then written as RGBA PNG with zlib.
import { Buffer } from 'node:buffer';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodePng } from './png.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resources = join(root, 'resources');
const MARK_FILE = join(root, 'src', 'renderer', 'src', 'assets', 'brand-mark.svg');
const SAMPLES = 4;
const WHITE = [255, 255, 255];
const ALERT_RED = [214, 40, 57];
// ---- shapes: each answers whether a point (in viewBox units) is inside ----
const circle = (cx, cy, r) => (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const ellipse = (cx, cy, rx, ry) => (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
const roundedRect = (left, top, width, height, radius) => (x, y) => {
  if (x < left || x > left + width || y < top || y > top + height) return false;
  const dx = Math.max(left + radius - x, 0, x - (left + width - radius));
  const dy = Math.max(top + radius - y, 0, y - (top + height - radius));
  return dx * dx + dy * dy <= radius * radius;
};
/** Even-odd ray casting over the polygon's edges. */
const polygon = (points) => (x, y) => {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

// ---- reading the mark ----
const hex = (value) => {
  const digits = value.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
};
const attributes = (tag) =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));

/** The mark's shapes in paint order, each { shape, color, alpha }, and its viewBox size. */
function readMark(svg) {
  const layers = [];
  const groups = [{ dx: 0, dy: 0, fill: undefined }];
  let size = 64;
  const body = svg.replace(/<!--[\s\S]*?-->/g, '');
  for (const [tag, closing, name] of body.matchAll(/<(\/?)(\w+)[^>]*>/g)) {
    const at = attributes(tag);
    const parent = groups[groups.length - 1];
    if (name === 'svg' && !closing) size = Number(at.viewBox.split(/\s+/)[2]);
    if (name === 'g') {
      if (closing) groups.pop();
      else {
        const [dx = 0, dy = 0] = (at.transform?.match(/translate\(([^)]*)\)/)?.[1] ?? '')
          .split(/[\s,]+/)
          .filter(Boolean)
          .map(Number);
        groups.push({ dx: parent.dx + dx, dy: parent.dy + dy, fill: at.fill ?? parent.fill });
      }
      continue;
    }
    const n = (key) => Number(at[key] ?? 0);
    const { dx, dy } = parent;
    const shapes = {
      rect: () => roundedRect(n('x') + dx, n('y') + dy, n('width'), n('height'), n('rx')),
      circle: () => circle(n('cx') + dx, n('cy') + dy, n('r')),
      ellipse: () => ellipse(n('cx') + dx, n('cy') + dy, n('rx'), n('ry')),
      polygon: () =>
        polygon(
          at.points
            .trim()
            .split(/\s+/)
            .map((pair) => pair.split(',').map(Number))
            .map(([x, y]) => [x + dx, y + dy]),
        ),
    };
    if (closing || !shapes[name]) continue;
    const fill = at.fill ?? parent.fill;
    if (!fill) throw new Error(`brand-mark.svg: a <${name}> without a fill`);
    layers.push({ shape: shapes[name](), color: hex(fill), alpha: Number(at.opacity ?? 1) });
  }
  return { size, layers };
}

/** Layers are painted in order, in 0..1 icon units: { shape, color: [r, g, b], alpha }. */
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
        const [lr, lg, lb] = layer.color;
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

const mark = readMark(readFileSync(MARK_FILE, 'utf8'));
// Shapes in viewBox units, scaled to the 0..1 square render() samples.
const markLayers = mark.layers.map((layer) => ({
  ...layer,
  shape: (x, y) => layer.shape(x * mark.size, y * mark.size),
}));
const unit = (shape) => (x, y) => shape(x * mark.size, y * mark.size);

const icon = render(512, markLayers);
const tray = render(32, markLayers);
// The tray's "results waiting" image: the same mark with a red dot ringed in white.
const trayAlert = render(32, [
  ...markLayers,
  { shape: unit(circle(48, 16, 15)), color: WHITE },
  { shape: unit(circle(48, 16, 11)), color: ALERT_RED },
]);

writeFileSync(join(resources, 'icon.png'), icon);
writeFileSync(join(resources, 'tray.png'), tray);
writeFileSync(join(resources, 'tray-alert.png'), trayAlert);
console.log(
  'Wrote resources/icon.png (512x512), resources/tray.png and resources/tray-alert.png (32x32) from brand-mark.svg',
);
