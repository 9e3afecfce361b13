/**
 * The playground's first-load budget, read from the Vite build manifest: the entry chunk and
 * everything it imports statically ship at most 150 KB of gzipped JavaScript, and the heavy
 * libraries the tools use are reached only through dynamic import(), i.e. when their tool runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlayground, type BuiltPlayground } from '../../test/build-playground.ts';

const BUDGET_BYTES = 150 * 1024;
/** Libraries big enough that the page must never load them up front. */
const HEAVY_LIBRARIES = ['@zxcvbn-ts/core', '@zxcvbn-ts/language-en', '@faker-js/faker', 'jq-wasm', 'graphql', 'libphonenumber-js', 'markdown-it', 'sql-formatter', '@iconify-json/mdi', 'yaml'];

interface ManifestChunk {
  file: string;
  assets?: string[];
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

let built: BuiltPlayground;
let manifest: Manifest;

beforeAll(async () => {
  built = await buildPlayground({ manifest: true });
  manifest = JSON.parse(readFileSync(join(built.dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}, 300_000);

afterAll(() => built?.remove());

/** The manifest keys loaded with `key`: itself and its static imports, transitively. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

function entryKey(): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  expect(entries.map(([key]) => key)).toEqual(['index.html']);
  return entries[0]![0];
}

const libraryOf = (chunk: ManifestChunk) => HEAVY_LIBRARIES.find((library) => chunk.src?.includes(`node_modules/${library}/`));

describe('the playground build', () => {
  it('ships at most 150 KB of gzipped JavaScript on first load', () => {
    const firstLoad = [...staticClosure(entryKey())].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    const sizes = firstLoad.map((file) => ({ file, gzip: gzipSync(readFileSync(join(built.dir, file)), { level: 9 }).length }));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    console.log(`playground first load: ${(total / 1024).toFixed(1)} KB gzipped JS in ${sizes.length} file(s); build took ${(built.buildMs / 1000).toFixed(1)} s`);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('loads heavy libraries only through dynamic imports', () => {
    const firstLoad = staticClosure(entryKey());
    const heavy = Object.entries(manifest).filter(([, chunk]) => libraryOf(chunk) !== undefined);
    // The catalog's tools use most of these; finding none would mean this check checks nothing.
    expect(new Set(heavy.map(([, chunk]) => libraryOf(chunk))).size).toBeGreaterThanOrEqual(5);
    const dynamicTargets = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
    for (const [key, chunk] of heavy) {
      expect(firstLoad.has(key), `${key} is on the first load`).toBe(false);
      expect(chunk.isDynamicEntry, `${key} is not a dynamic entry`).toBe(true);
      expect(dynamicTargets.has(key), `${key} is imported statically`).toBe(true);
      // No chunk imports a heavy library's chunk statically (which would load it with that chunk).
      const staticImporters = Object.entries(manifest).filter(([, other]) => other.imports?.includes(key));
      expect(staticImporters.map(([other]) => other), `${key} is imported statically`).toEqual([]);
    }
  });

  it('keeps heavy libraries lazy inside the tool worker too', () => {
    // Vite builds the worker as a bundle of its own, outside the manifest: read its code.
    const workerFiles = Object.values(manifest).flatMap((chunk) => chunk.assets ?? []).filter((file) => /browser-worker-[^/]*\.js$/.test(file));
    expect(workerFiles).toHaveLength(1);
    const code = readFileSync(join(built.dir, workerFiles[0]!), 'utf8');
    const dynamic = new Set([...code.matchAll(/\bimport\(\s*[`'"]\.\/([^`'"]+)[`'"]\s*\)/g)].map((match) => match[1]!));
    const staticImports = new Set([...code.matchAll(/\b(?:from|import)\s*[`'"]\.\/([^`'"]+)[`'"]/g)].map((match) => match[1]!));
    expect(dynamic.size).toBeGreaterThanOrEqual(5);
    expect([...staticImports].filter((file) => dynamic.has(file))).toEqual([]);
    console.log(`tool worker (loaded on first run): ${(gzipSync(code, { level: 9 }).length / 1024).toFixed(1)} KB gzipped, ${dynamic.size} lazy chunks`);
  });
});
