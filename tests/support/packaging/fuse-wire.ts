// Electron's fuse wire as it sits in the real executable, for a stand-in to carry: a sentinel,
// the wire's version (1) and length as bytes, then one ASCII '0' (off) or '1' (on) per fuse.
// @electron/fuses (and so electron-builder) finds the wire by the sentinel and flips the bytes.
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

// Electron's defaults for the eight fuses @electron/fuses 1.8 knows, in wire order: run as Node
// on, cookie encryption off, NODE_OPTIONS on, --inspect on, asar integrity off, only asar off,
// browser V8 snapshot off, file:// privileges on. Every fuse the app sets differs from these.
const ELECTRON_DEFAULTS = '10110001';

export function electronFuseWire(): Buffer {
  return Buffer.concat([
    Buffer.from(SENTINEL, 'latin1'),
    Buffer.from([1, ELECTRON_DEFAULTS.length]),
    Buffer.from(ELECTRON_DEFAULTS, 'latin1'),
  ]);
}
