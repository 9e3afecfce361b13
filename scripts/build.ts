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

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(`${root}/dist`, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: ['core/index.ts', 'runtime-node/index.ts', 'runtime-node/thread-worker.ts'],
  outdir: 'dist',
  outbase: '.',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // ESM builds first: a dynamic import() of a CommonJS build would come back wrapped in `default`.
  mainFields: ['module', 'main'],
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
  // CommonJS dependencies bundled into ESM still call require() for Node built-ins.
  banner: { js: "import { createRequire as __tooldeckRequire } from 'node:module'; const require = __tooldeckRequire(import.meta.url);" },
});

execFileSync(process.execPath, [`${root}/node_modules/typescript/bin/tsc`, '-p', `${root}/tsconfig.build.json`], { stdio: 'inherit' });
console.log('built dist/');
