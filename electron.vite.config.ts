import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { STARTER_TEMPLATE_FILE_NAME } from './src/main/core/embedded-server/messages';

// Main and preload stay CommonJS (a sandboxed preload cannot be ESM). Packages listed in
// `dependencies` stay external and ship inside app.asar; devDependencies get bundled.
/**
 * Writes the data-folder template beside the main bundle once it is built: a fresh install's
 * embedded server unpacks it instead of running PostgreSQL's initdb and the migrations.
 */
function dataFolderTemplate(): Plugin {
  let outDir = '';
  return {
    name: 'copycat-data-folder-template',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          resolve(__dirname, 'scripts/build-data-template.ts'),
          resolve(outDir, STARTER_TEMPLATE_FILE_NAME),
        ],
        { stdio: 'inherit', cwd: __dirname },
      );
    },
  };
}

export default defineConfig({
  main: {
    plugins: [dataFolderTemplate()],
    build: {
      // Bundled, not required from node_modules at run time: Node then neither resolves nor
      // loads their hundreds of files, and drizzle's unused query builders are left out. About
      // 0.1 s of each start of the embedded server (issue #20). The rest stay external: native
      // addons, PGlite's WebAssembly and data files, and Fastify with its plugins, which
      // resolve files of their own at run time.
      externalizeDeps: { exclude: ['drizzle-orm', 'zod', 'fastify-type-provider-zod'] },
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/main/index.ts'),
          // The embedded game server's own process (see src/main/embedded-server.ts).
          'embedded-server': resolve(__dirname, 'src/main/embedded-server-entry.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    plugins: [react()],
    build: {
      minify: true,
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/renderer/index.html') },
      },
    },
  },
});
