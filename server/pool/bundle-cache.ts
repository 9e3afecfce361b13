/**
 * The last worker bundle built from the sources, kept across server starts in
 * node_modules/.cache/tooldeck-worker, with the size and modification time of every file esbuild
 * read to make it. A start whose files all still match copies the bundle (some milliseconds)
 * instead of building it again (seconds).
 *
 * Each build lives in a folder of its own that is never written again once `current` names it, so
 * a copy never mixes two builds; any failure (a folder another start has just replaced, a
 * read-only node_modules) only means building as if there were no cache.
 */
import { createHash, randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { version as esbuildVersion } from 'esbuild';
import { NODE_BUNDLE_OPTIONS } from '../../runtime-node/node-bundle.ts';
import { packageRoot } from '../package-root.ts';

const MANIFEST = 'bundle-inputs.json';
const CURRENT = 'current';

/** [absolute path, size, mtimeMs] of each file the build read. */
type Input = [string, number, number];

/** One folder per entry and way of building, so a change of esbuild or of its options never reuses a build. */
export function entryCache(source: string): string {
  const key = createHash('sha256').update(JSON.stringify([source, esbuildVersion, NODE_BUNDLE_OPTIONS])).digest('hex').slice(0, 16);
  return join(packageRoot(), 'node_modules', '.cache', 'tooldeck-worker', key);
}

function unchanged(inputs: Input[]): boolean {
  return inputs.every(([path, size, mtimeMs]) => {
    try {
      const stat = statSync(path);
      return stat.size === size && stat.mtimeMs === mtimeMs;
    } catch {
      return false;
    }
  });
}

/** Copies the cached bundle of `source` to `outdir` if one was built from the files as they are now; says whether it did. */
export function copyCachedBundle(source: string, outdir: string): boolean {
  try {
    const cache = entryCache(source);
    const build = join(cache, readFileSync(join(cache, CURRENT), 'utf8'));
    if (!unchanged(JSON.parse(readFileSync(join(build, MANIFEST), 'utf8')) as Input[])) return false;
    cpSync(build, outdir, { recursive: true });
    return true;
  } catch {
    rmSync(outdir, { recursive: true, force: true });
    return false;
  }
}

/**
 * Keeps the bundle just built in `outdir` from `inputs` (esbuild's metafile paths, relative to the
 * working directory) for the next start, unless one of them changed after `startedAt`, while
 * esbuild was reading it.
 */
export function saveBundleToCache(source: string, outdir: string, inputs: string[], startedAt: number): void {
  try {
    const stats = inputs.map((input): Input => {
      const path = resolve(input);
      const stat = statSync(path);
      if (stat.mtimeMs >= startedAt) throw new Error(`${path} changed during the build`);
      return [path, stat.size, stat.mtimeMs];
    });
    const cache = entryCache(source);
    const id = randomUUID();
    mkdirSync(cache, { recursive: true });
    cpSync(outdir, join(cache, id), { recursive: true });
    writeFileSync(join(cache, id, MANIFEST), JSON.stringify(stats));
    writeFileSync(join(cache, `${CURRENT}.${id}`), id);
    renameSync(join(cache, `${CURRENT}.${id}`), join(cache, CURRENT));
    for (const name of readdirSync(cache)) if (name !== id && name !== CURRENT && !name.startsWith(`${CURRENT}.`)) rmSync(join(cache, name), { recursive: true, force: true });
  } catch {
    // Not kept: the next start builds again.
  }
}
