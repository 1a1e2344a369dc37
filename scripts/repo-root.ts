import { join } from 'node:path';

/** The repository's root folder, whatever the working directory. */
export const REPO_ROOT = join(__dirname, '..');
