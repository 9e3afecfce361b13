/**
 * Builds the playground. Callers name the folder (scripts/playground-build.ts: a fresh one that
 * then replaces the served dist/playground whole, or a test's own); a `vite build` run by hand
 * writes to dist/playground-builds/by-hand, which nothing serves, so it can never empty the page
 * under a running server. `base: './'` makes every asset URL relative to the page, so the same
 * build works at / and behind any BASE_PATH. Workers are ES modules so a tool's heavy library
 * stays a separate chunk there too, loaded only when that tool runs.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VITE_ALIASES } from '../../scripts/bundler-aliases.ts';
import { viteBinaryImports } from '../../scripts/binary-imports.ts';
import { catalogSnapshot } from './catalog-snapshot.ts';
import { offlinePwa } from './pwa-plugin.ts';

export const PLAYGROUND_ROOT = fileURLToPath(new URL('.', import.meta.url));
const BY_HAND_OUT_DIR = fileURLToPath(new URL('../../dist/playground-builds/by-hand', import.meta.url));

export default defineConfig({
  root: PLAYGROUND_ROOT,
  base: './',
  logLevel: 'warn',
  // The repository root is the project: no public/ folder, no .env files for the page.
  publicDir: false,
  envDir: false,
  plugins: [catalogSnapshot(), offlinePwa(), viteBinaryImports()],
  resolve: { alias: VITE_ALIASES },
  // Tools run in the workers, where their WebAssembly and fonts are imported as bytes.
  worker: { format: 'es', plugins: () => [viteBinaryImports()] },
  build: {
    outDir: BY_HAND_OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    // One hashed file per chunk; sourcemaps would double what the server holds for little use.
    sourcemap: false,
    reportCompressedSize: false,
    // The icon set (~3 MB, loaded only by font-icon-search) is big by nature, not by mistake.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: { checks: { pluginTimings: false } },
  },
});
