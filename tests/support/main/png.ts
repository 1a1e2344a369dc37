import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

/** Width and height from a PNG's IHDR chunk (null if the file is not a PNG). */
export function pngSize(path: string): { width: number; height: number } | null {
  const bytes = readFileSync(path);
  const signature = '89504e470d0a1a0a';
  if (
    bytes.subarray(0, 8).toString('hex') !== signature ||
    bytes.subarray(12, 16).toString() !== 'IHDR'
  )
    return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The RGBA pixels of an 8-bit RGBA PNG whose rows are unfiltered, as the icon scripts write them
 * (scripts/generate-icons.mjs, scripts/make-tray-templates.mjs).
 */
export function pngPixels(path: string): { size: number; rgba: Buffer } {
  const bytes = readFileSync(path);
  const size = bytes.readUInt32BE(16);
  const data: Buffer[] = [];
  for (let offset = 8; offset < bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    if (bytes.toString('ascii', offset + 4, offset + 8) === 'IDAT')
      data.push(bytes.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = size * 4 + 1;
  const rgba = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    if (raw[y * stride] !== 0) throw new Error(`${path}: row ${y} is filtered`);
    raw.copy(rgba, y * size * 4, y * stride + 1, (y + 1) * stride);
  }
  return { size, rgba };
}
