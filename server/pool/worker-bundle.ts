/**
 * Bundles a worker entry into one ESM file (plus chunks for lazily loaded libraries) that plain
 * Node runs without a TypeScript loader: a worker then starts in about 100 ms instead of the
 * second and more tsx needs to compile the catalog, which matters because every deadline
 * kill is followed by a respawn. One bundle per entry per server process, in a temporary folder
 * removed at exit.
 *
 * Bundling the catalog takes esbuild several seconds, and every server start (`npm start`, each
 * test's server) would pay it; so the last build is kept in node_modules/.cache (bundle-cache.ts)
 * and copied from there while none of the files it was built from has changed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { NODE_BUNDLE_OPTIONS } from '../../runtime-node/node-bundle.ts';
import { copyCachedBundle, saveBundleToCache } from './bundle-cache.ts';

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

/** The path of `entry` bundled for Node; built once, on first use. JavaScript (the package's dist/) is already built and runs as it is. */
export function workerBundle(entry: URL): Promise<string> {
  if (entry.pathname.endsWith('.js')) return Promise.resolve(fileURLToPath(entry));
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
  const file = join(outdir, basename(source).replace(/\.ts$/, '.mjs'));
  if (copyCachedBundle(source, outdir)) return file;
  const startedAt = Date.now();
  const result = await build({
    ...NODE_BUNDLE_OPTIONS,
    entryPoints: [source],
    outdir,
    outExtension: { '.js': '.mjs' },
    logLevel: 'silent',
    metafile: true,
  });
  saveBundleToCache(source, outdir, Object.keys(result.metafile.inputs), startedAt);
  return file;
}
