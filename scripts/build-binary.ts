/**
 * `npm run build:binary`: the server as one executable, dist-bin/tooldeck (`bun build --compile`:
 * Bun's runtime, the server's code and its files), for a host with no repository and no
 * node_modules. It needs Node.js on the host for the isolate workers (server/binary/node-binary.ts).
 *
 * What the server reads by path at run time is built here and embedded, then unpacked at start
 * into a folder shaped like the published package (server/binary/unpack.ts), which the server
 * already knows how to run from (package-root.ts): the workers' bundle and the bin page's script
 * already built (no esbuild at run time), the playground, Scalar's API reference bundle, and
 * resvg with its native module and the card fonts. The native module is this machine's
 * platform's, so the binary is too.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { NODE_BUNDLE_OPTIONS } from '../runtime-node/node-bundle.ts';
import { PAGE_SCRIPT_BUILD, PAGE_SCRIPT_BUILT, PAGE_SCRIPT_SOURCE } from '../server/bins/page-assets.ts';
import { FONT_FILES } from '../server/card/png.ts';
import { buildPlaygroundInto } from './playground-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** `--outfile <path>` (a test builds outside the repository), else dist-bin/tooldeck. */
const outfileArgument = process.argv.indexOf('--outfile');
const BINARY = outfileArgument === -1 ? join(root, 'dist-bin', 'tooldeck') : resolve(process.argv[outfileArgument + 1]!);
// What gets embedded, staged apart from any other build running at the same time.
const stage = mkdtempSync(join(tmpdir(), 'tooldeck-binary-stage-'));
process.on('exit', () => rmSync(stage, { recursive: true, force: true }));
const tree = join(stage, 'tree');
const require = createRequire(join(root, 'package.json'));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; version: string; engines: { node: string } };

/** Every file under `directory`, as paths relative to it. */
function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' }).filter((path) => statSync(join(directory, path)).isFile());
}

/** An installed package's folder: from its package.json, else (a package whose exports leave it out) from its entry. */
function packageDirectory(name: string): string {
  try {
    return dirname(require.resolve(`${name}/package.json`));
  } catch {
    // ERR_PACKAGE_PATH_NOT_EXPORTED: walk up from the entry below.
  }
  for (let directory = dirname(require.resolve(name)); ; directory = dirname(directory)) {
    if (statSync(join(directory, 'package.json'), { throwIfNoEntry: false })?.isFile()) return directory;
  }
}

/** Copies `files` (relative to the installed package `name`) to the same place under the tree's node_modules. */
function copyPackageFiles(name: string, files: string[]): void {
  const from = packageDirectory(name);
  for (const file of ['package.json', ...files]) {
    const target = join(tree, 'node_modules', name, file);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(from, file), target);
  }
}

mkdirSync(tree, { recursive: true });

// The package's manifest, as package-root.ts looks for it. No peerDependencies: the binary carries
// them, so the server's check for installed peers (peer-dependencies.ts) has nothing to find.
writeFileSync(join(tree, 'package.json'), JSON.stringify({ name: manifest.name, version: manifest.version, type: 'module', engines: manifest.engines }, null, 2));

// The workers' bundle, as server/pool/worker-bundle.ts would build it on first use, in the place
// `npm run build` puts it (node-process.ts runs it from there when no sources are beside it).
await build({ ...NODE_BUNDLE_OPTIONS, absWorkingDir: root, entryPoints: ['server/pool/worker.ts'], outdir: join(tree, 'dist/server/pool'), logLevel: 'warning' });
await build({ ...PAGE_SCRIPT_BUILD, absWorkingDir: root, entryPoints: [PAGE_SCRIPT_SOURCE], outfile: join(tree, PAGE_SCRIPT_BUILT), logLevel: 'warning' });
await buildPlaygroundInto(join(tree, 'dist/playground'));

// docs.ts finds the package by its manifest and reads the browser bundle in it.
copyPackageFiles('@scalar/api-reference', ['dist/browser/standalone.js']);
// resvg's loader (js-binding.js) takes its platform's native module from beside itself when it is
// there, else from the platform's package, which the binary's resolver does not find on disk. So the
// native module installed here (this platform's) goes beside the loader.
copyPackageFiles('@resvg/resvg-js', ['index.js', 'js-binding.js']);
const resvgScope = dirname(packageDirectory('@resvg/resvg-js'));
for (const native of readdirSync(resvgScope).filter((name) => name.startsWith('resvg-js-'))) {
  for (const file of readdirSync(join(resvgScope, native)).filter((name) => name.endsWith('.node'))) {
    copyFileSync(join(resvgScope, native, file), join(tree, 'node_modules/@resvg/resvg-js', file));
  }
}
copyPackageFiles('dejavu-fonts-ttf', FONT_FILES.map((file) => join('ttf', file)));

// The entry: each file of the tree imported as a file, which embeds it in the executable and
// names its path there; start.ts writes them back out under the same relative paths.
const files = filesUnder(tree).sort();
const entry = [
  `import { startBinary } from ${JSON.stringify(join(root, 'server/binary/start.ts'))};`,
  ...files.map((file, index) => `import file${index} from ${JSON.stringify(join(tree, file))} with { type: 'file' };`),
  `await startBinary({`,
  ...files.map((file, index) => `  ${JSON.stringify(file)}: file${index},`),
  `}, ${JSON.stringify(manifest.engines.node)});`,
  '',
].join('\n');
writeFileSync(join(stage, 'entry.ts'), entry);

execFileSync(join(root, 'node_modules/.bin/bun'), ['build', '--compile', join(stage, 'entry.ts'), '--outfile', BINARY], { cwd: root, stdio: 'inherit' });
console.log(`built ${relative(process.cwd(), BINARY)} (${(statSync(BINARY).size / 2 ** 20).toFixed(0)} MiB, ${files.length} files embedded)`);
