// Tests that need the real Electron binary find it as `npm start` does, and say why they skip.
export { electronBinary } from '../../../scripts/electron-binary';

export const electronMissingNotice = (what: string) =>
  `Electron binary not available: skipping ${what}`;
