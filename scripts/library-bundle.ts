/** The esbuild options of the published library's JavaScript: scripts/build.ts, and bench/catalog-scale.ts on a generated catalog. */
import { readFileSync } from 'node:fs';
import type { BuildOptions } from 'esbuild';
import { NODE_BUNDLE_OPTIONS } from '../runtime-node/node-bundle.ts';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };

/**
 * Packages the library imports that are bundled into dist/ instead of installed with it: the PDF
 * engines. Installed, pdf-lib takes 30 MB with its dependencies and unpdf 2.3 MB, past the
 * install gate (test/package.test.ts); bundled they add about 2.2 MB of JavaScript, loaded only
 * by the PDF tools. They are devDependencies here, and optional peerDependencies for the entry
 * points that ship as TypeScript (tooldeck/server, tooldeck/browser), whose users install them.
 */
export const BUNDLED_PACKAGES = ['pdf-lib', 'unpdf'] as const;

/** The library built from the sources under `root` (core/, runtime-node/) into `outdir`. */
export function libraryBundleOptions(root: string, outdir: string, entryPoints = ['core/index.ts', 'runtime-node/index.ts', 'runtime-node/thread-worker.ts']): BuildOptions {
  return {
    ...NODE_BUNDLE_OPTIONS,
    absWorkingDir: root,
    entryPoints,
    outdir,
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
  };
}
