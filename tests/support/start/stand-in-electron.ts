// A stand-in for Electron's release archive: the executable where the real one sits for this
// platform, a shell script that records its working directory and arguments (to the file named
// by COPYCAT_STANDIN_RECORD) and exits with COPYCAT_STANDIN_EXIT (default 0).
import { zip } from './zip';

const EXECUTABLE_IN_ARCHIVE: Partial<Record<NodeJS.Platform, string>> = {
  linux: 'electron',
  darwin: 'Electron.app/Contents/MacOS/Electron',
};

const SCRIPT = `#!/bin/sh
printf '%s\\n' "$PWD" "$@" > "$COPYCAT_STANDIN_RECORD"
exit "\${COPYCAT_STANDIN_EXIT:-0}"
`;

/** Whether a shell-script stand-in can play Electron here (Windows needs a real .exe). */
export const standInSupported = process.platform in EXECUTABLE_IN_ARCHIVE;

/** The archive @electron/get asks the mirror for, named as Electron's releases name it. */
export function standInArchive(version: string): { fileName: string; data: Buffer } {
  const executable = EXECUTABLE_IN_ARCHIVE[process.platform];
  if (!executable) throw new Error(`no stand-in Electron for ${process.platform}`);
  return {
    fileName: `electron-v${version}-${process.platform}-${process.arch}.zip`,
    data: zip([
      { name: executable, data: Buffer.from(SCRIPT), mode: 0o755 },
      { name: 'version', data: Buffer.from(`v${version}`), mode: 0o644 },
    ]),
  };
}
