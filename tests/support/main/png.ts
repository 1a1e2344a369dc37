import { readFileSync } from 'node:fs';

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
