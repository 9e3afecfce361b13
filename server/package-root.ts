/**
 * The folder of tooldeck's package.json, found by walking up from the calling module: the
 * repository's root when the server runs from its TypeScript sources, node_modules/tooldeck when it
 * runs from the published package's dist/ (where esbuild has moved the code into other folders,
 * so paths relative to a module's own file no longer hold).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let found: string | undefined;

/**
 * Names the root outright, for the single binary (server/binary/start.ts): its modules live in
 * the executable's own file system, with no package.json above them, and the files the server
 * reads by path are unpacked into a folder laid out like the published package.
 */
export function usePackageRoot(directory: string): void {
  found = directory;
}

export function packageRoot(): string {
  if (found) return found;
  for (let directory = dirname(fileURLToPath(import.meta.url)); ; directory = dirname(directory)) {
    const manifest = join(directory, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'tooldeck') return (found = directory);
    if (dirname(directory) === directory) throw new Error(`no package.json of tooldeck above ${fileURLToPath(import.meta.url)}`);
  }
}

/**
 * A module the server loads by path (the pool's worker, the bin page's script): its TypeScript
 * source when the sources are here (the repository: built on first use, so edits take effect),
 * else the JavaScript that `npm run build` made of it in dist/ (the published package, which
 * ships no sources).
 */
export function sourceOrBuilt(source: string, built: string): { path: string; built: boolean } {
  const root = packageRoot();
  const sourcePath = join(root, source);
  return existsSync(sourcePath) ? { path: sourcePath, built: false } : { path: join(root, built), built: true };
}
