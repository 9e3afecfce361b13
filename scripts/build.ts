/**
 * `npm run build`: the JavaScript Node, Deno and Bun run from the published package, into dist/.
 * Bundled (one file per entry, a chunk per tool loaded on its first run, shared chunks) because
 * Node pays per module; the dependencies other than TypeBox stay packages (library-bundle.ts).
 * Type declarations come from tsc, less those no entry's types reach (library-prune.ts). Bun gets the same JavaScript: read from the sources it would
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
import { PAGE_SCRIPT_BUILD, PAGE_SCRIPT_BUILT, PAGE_SCRIPT_SOURCE } from '../server/bins/page-assets.ts';
import { LIBRARY_ENTRIES, libraryBundleOptions } from './library-bundle.ts';
import { LIBRARY_STAGING_PREFIX, replaceLibraryOutputs } from './library-outputs.ts';
import { dropUnhelpfulMaps, pruneDeclarations } from './library-prune.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The `tooldeck` command (package.json "bin": dist/cli/main.js, whose #! line esbuild keeps) and
 * the server process `tooldeck serve` starts under Bun. Built with the library so they share its
 * chunks: running one tool loads the catalog's index and that tool, as a script would.
 */
const CLI_ENTRIES = ['cli/main.ts', 'cli/serve.ts'];

/** The declaration files package.json's exports name under dist/, relative to dist/. */
function declarationEntries(root: string): string[] {
  const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, { types?: string }> };
  return Object.values(exports).flatMap(({ types }) => (types?.startsWith('./dist/') ? [types.slice('./dist/'.length)] : []));
}
const dist = join(root, 'dist');
mkdirSync(dist, { recursive: true });
const staging = mkdtempSync(join(dist, LIBRARY_STAGING_PREFIX));

try {
  await build({
    ...libraryBundleOptions(root, staging, [...LIBRARY_ENTRIES, ...CLI_ENTRIES]),
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
  // The bin page's script, for browsers: the server builds it from its source when that is there.
  await build({ ...PAGE_SCRIPT_BUILD, absWorkingDir: root, entryPoints: [PAGE_SCRIPT_SOURCE], outfile: join(staging, PAGE_SCRIPT_BUILT.slice('dist/'.length)), logLevel: 'warning' });
  execFileSync(process.execPath, [`${root}/node_modules/typescript/bin/tsc`, '-p', `${root}/tsconfig.build.json`, '--outDir', staging], { stdio: 'inherit' });
  pruneDeclarations(staging, declarationEntries(root));
  dropUnhelpfulMaps(staging);
  replaceLibraryOutputs(dist, staging);
} finally {
  rmSync(staging, { recursive: true, force: true });
}
console.log('built dist/');
