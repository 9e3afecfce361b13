/**
 * `npm run build`: the JavaScript Node, Deno and Bun run from the published package, into dist/.
 * Bundled (one file per entry, a chunk per tool loaded on its first run, shared chunks) because
 * Node pays per module; the dependencies other than TypeBox stay packages (see `external`).
 * Type declarations come from tsc. Bun gets the same JavaScript: read from the sources it would
 * load all of TypeBox's 300 files, twice the bytes of this build's first run (test/package.test.ts).
 *
 * Built into a staging folder inside dist/, then moved over the previous library's entries only:
 * dist/playground, which `npm start` serves, is never touched (library-outputs.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { NODE_BUNDLE_OPTIONS } from '../runtime-node/node-bundle.ts';
import { LIBRARY_STAGING_PREFIX, replaceLibraryOutputs } from './library-outputs.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
const dist = join(root, 'dist');
mkdirSync(dist, { recursive: true });
const staging = mkdtempSync(join(dist, LIBRARY_STAGING_PREFIX));

try {
  await build({
    ...NODE_BUNDLE_OPTIONS,
    absWorkingDir: root,
    entryPoints: ['core/index.ts', 'runtime-node/index.ts', 'runtime-node/thread-worker.ts'],
    outdir: staging,
    outbase: '.',
    chunkNames: 'chunks/[name]-[hash]',
    // The library's dependencies are installed beside it anyway: bundling them too put a second
    // copy of each (the icon set, the password dictionaries, jq's WebAssembly) into dist/ and the
    // install over the 80 MB the package test allows. Since each tool's code loads on its first
    // run, a package loading file by file costs only that first run. TypeBox stays bundled: every
    // import needs it, and Node would otherwise read some 300 files of it.
    external: Object.keys(packageJson.dependencies)
      .filter((name) => name !== '@sinclair/typebox')
      .flatMap((name) => [name, `${name}/*`]),
    // Maps beside each file, linked by a comment: Node reads them only under --enable-source-maps
    // (never on a plain import), so they cost install bytes, not load time. Without the sources'
    // text: core/ and runtime-node/ ship as TypeScript anyway, and the text of the bundled packages
    // would add about 15 MB to the install (3 MB without it).
    sourcemap: 'linked',
    sourcesContent: false,
    // The maps are written one folder deeper than they end up (in the staging folder inside dist/),
    // so each source path has one '..' too many; one folder name in front cancels it.
    sourceRoot: 'staging/',
    logLevel: 'warning',
  });
  execFileSync(process.execPath, [`${root}/node_modules/typescript/bin/tsc`, '-p', `${root}/tsconfig.build.json`, '--outDir', staging], { stdio: 'inherit' });
  replaceLibraryOutputs(dist, staging);
} finally {
  rmSync(staging, { recursive: true, force: true });
}
console.log('built dist/');
