import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint configuration, run on source text placed at a path inside src/: the
// boundaries only exist if lint reports these imports. The type-aware rules are left out (the
// text is not part of a TypeScript project); the boundary rules need only the paths.
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('lint keeps the boundaries', () => {
  it('refuses electron in main/core', async () => {
    const found = await problems(
      'src/main/core/fixture.ts',
      "import { app } from 'electron';\nexport const a = app;\n",
    );
    expect(found).toEqual([expect.stringContaining('no-restricted-imports')]);
  });

  it('refuses electron in the server', async () => {
    const found = await problems(
      'src/server/queries/fixture.ts',
      "import { app } from 'electron';\nexport const a = app;\n",
    );
    expect(found).toEqual([expect.stringContaining('no-restricted-imports')]);
  });

  it('refuses main in the renderer', async () => {
    const found = await problems(
      'src/renderer/src/fixture.ts',
      "import { createAppCore } from '../../main/core/create-app-core';\nexport const a = createAppCore;\n",
    );
    expect(found).toEqual([expect.stringContaining('boundaries/dependencies')]);
  });

  it('refuses anything but shared in shared and preload', async () => {
    const fromShared = await problems(
      'src/shared/fixture.ts',
      "import { refused } from '../server/errors';\nexport const a = refused;\n",
    );
    const fromPreload = await problems(
      'src/preload/fixture.ts',
      "import { refused } from '../server/errors';\nexport const a = refused;\n",
    );
    expect(fromShared).toEqual([expect.stringContaining('boundaries/dependencies')]);
    expect(fromPreload).toEqual([expect.stringContaining('boundaries/dependencies')]);
  });

  it('refuses the renderer and main in the server', async () => {
    const found = await problems(
      'src/server/commands/fixture.ts',
      "import { App } from '../../renderer/src/app/App';\nexport const a = App;\n",
    );
    expect(found).toEqual([expect.stringContaining('boundaries/dependencies')]);
  });

  it('lets a server layer import the layers below it, never those above', async () => {
    const down = await problems(
      'src/server/queries/fixture.ts',
      "import { presentPlayer } from '../presenters/player';\nexport const a = presentPlayer;\n",
    );
    const up = await problems(
      'src/server/presenters/fixture.ts',
      "import { currentRoundQuery } from '../queries/current-round';\nexport const a = currentRoundQuery;\n",
    );
    const fromLooseFile = await problems(
      'src/server/errors.ts',
      "import { rounds } from './db/schema';\nexport const a = rounds;\n",
    );
    expect(down).toEqual([]);
    expect(up).toEqual([expect.stringContaining('boundaries/dependencies')]);
    expect(fromLooseFile).toEqual([expect.stringContaining('boundaries/dependencies')]);
  });
});
