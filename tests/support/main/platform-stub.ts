// Makes `process.platform` answer as another OS for one test file that loads src/main/index.ts
// under the stand-in Electron: the Windows and macOS branches of the wiring run on this machine.
// Node's own modules read the real platform when they load, before any test: only the app's
// code, which reads `process.platform` when it runs, sees the stand-in.
export function stubPlatform(platform: NodeJS.Platform): () => void {
  const real = Object.getOwnPropertyDescriptor(process, 'platform')!;
  Object.defineProperty(process, 'platform', { ...real, value: platform });
  return () => Object.defineProperty(process, 'platform', real);
}
