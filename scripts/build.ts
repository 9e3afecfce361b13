/**
 * `npm run build`: the JavaScript Node (and Deno) run from the published package, into dist/.
 * Bundled (dependencies included, one file per entry plus shared and lazily loaded chunks) because
 * Node pays per module: TypeBox alone is ~300 ESM files, and the catalog must import in < 100 ms.
 * Type declarations come from tsc. Bun reads the TypeScript sources directly.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { NODE_BUNDLE_OPTIONS } from '../runtime-node/node-bundle.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(`${root}/dist`, { recursive: true, force: true });

await build({
  ...NODE_BUNDLE_OPTIONS,
  absWorkingDir: root,
  entryPoints: ['core/index.ts', 'runtime-node/index.ts', 'runtime-node/thread-worker.ts'],
  outdir: 'dist',
  outbase: '.',
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});

execFileSync(process.execPath, [`${root}/node_modules/typescript/bin/tsc`, '-p', `${root}/tsconfig.build.json`], { stdio: 'inherit' });
console.log('built dist/');
