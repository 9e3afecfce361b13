/**
 * Bundles a worker entry into one ESM file (plus chunks for lazily loaded libraries) that plain
 * Node runs without a TypeScript loader: a worker then starts in about 100 ms instead of the
 * second and more tsx needs to compile the catalog, which matters because every deadline
 * kill is followed by a respawn. One bundle per entry per server process, in a temporary folder
 * removed at exit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const bundles = new Map<string, Promise<string>>();
let outRoot: string | undefined;

function outputRoot(): string {
  if (!outRoot) {
    const root = mkdtempSync(join(tmpdir(), 'tooldeck-worker-'));
    process.on('exit', () => rmSync(root, { recursive: true, force: true }));
    outRoot = root;
  }
  return outRoot;
}

/** The path of `entry` bundled for Node; built once, on first use. */
export function workerBundle(entry: URL): Promise<string> {
  let bundle = bundles.get(entry.href);
  if (!bundle) {
    bundle = buildBundle(entry);
    bundles.set(entry.href, bundle);
  }
  return bundle;
}

async function buildBundle(entry: URL): Promise<string> {
  const source = fileURLToPath(entry);
  const outdir = join(outputRoot(), String(bundles.size));
  await build({
    entryPoints: [source],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // ESM builds first: a dynamic import() of a CommonJS build would come back wrapped in `default`.
    mainFields: ['module', 'main'],
    outExtension: { '.js': '.mjs' },
    logLevel: 'silent',
    // CommonJS dependencies bundled into ESM still call require() for Node built-ins.
    banner: { js: "import { createRequire as __tooldeckRequire } from 'node:module'; const require = __tooldeckRequire(import.meta.url);" },
  });
  return join(outdir, basename(source).replace(/\.ts$/, '.mjs'));
}
