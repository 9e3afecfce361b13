/**
 * What the library build writes that no user of the package can reach, removed before it ships
 * (the install is gated at 80 MB on a 4 KiB-block disk, where each small file costs a block):
 * - declaration files no entry's types lead to: tsc writes one per source file, but a tool's
 *   declaration names only TypeBox and core types, so most of core/lib's are never read;
 * - the source map of the chunk that holds the catalog's generated schemas and examples: half a
 *   megabyte mapping generated code onto generated code (beside it, only catalog-metadata.ts's
 *   four small functions lose their map).
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

function* files(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** The declaration file a relative specifier in a .d.ts names (./x.ts, ./x.js, ./x or ./x/index). */
function declarationOf(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier).replace(/\.(ts|js|mjs)$/, '');
  return [`${base}.d.ts`, join(base, 'index.d.ts')].find((candidate) => existsSync(candidate));
}

const RELATIVE_IMPORT = /(?:from\s+|import\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * Deletes every .d.ts under `staging` that the `entries` (paths relative to `staging`) do not
 * reach through relative imports; returns the paths deleted, relative to `staging`.
 */
export function pruneDeclarations(staging: string, entries: readonly string[]): string[] {
  const reached = new Set<string>();
  const queue = entries.map((entry) => join(staging, entry));
  for (const entry of queue) if (!existsSync(entry)) throw new Error(`pruneDeclarations: no entry ${entry}`);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = declarationOf(file, specifier!);
      if (target && !reached.has(target)) queue.push(target);
    }
  }
  const removed: string[] = [];
  for (const file of files(staging)) {
    if (file.endsWith('.d.ts') && !reached.has(file)) {
      rmSync(file);
      removed.push(relative(staging, file));
    }
  }
  return removed;
}

/**
 * Deletes the source maps that help no one, and the comments that link them: the map of the chunk
 * built from catalog-metadata.generated.ts (data, no code to debug), and maps whose every source
 * is in node_modules: packages bundled into dist/ (the PDF engines) are not installed beside the
 * library, so their maps point at nothing, and pdf.js's alone would add megabytes.
 */
export function dropUnhelpfulMaps(staging: string): string[] {
  const removed: string[] = [];
  for (const map of files(staging)) {
    if (!map.endsWith('.js.map')) continue;
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
    const catalogData = sources.some((source) => source.endsWith('/catalog-metadata.generated.ts'));
    const packagesOnly = sources.length > 0 && sources.every((source) => source.includes('node_modules/'));
    if (!catalogData && !packagesOnly) continue;
    const chunk = map.slice(0, -'.map'.length);
    writeFileSync(chunk, readFileSync(chunk, 'utf8').replace(/\n\/\/# sourceMappingURL=[^\n]*\n?$/, '\n'));
    rmSync(map);
    removed.push(relative(staging, map));
  }
  return removed;
}
