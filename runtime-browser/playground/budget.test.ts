/**
 * The playground's first-load budget, read from the Vite build manifest: the entry chunk and
 * everything it imports statically ship at most 150 KB of gzipped JavaScript; the page holds no
 * tool's code, and in the tool worker the heavy libraries the tools use are reached only through
 * dynamic import(), i.e. when their tool runs.
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

  it('holds no tool\'s code and no heavy library: tools run in the workers', () => {
    // The page once bundled a chunk per tool it never ran, through the catalog's loaders and
    // execute (core/client.ts); the offline precache carried them all.
    const sources = Object.values(manifest).map((chunk) => chunk.src ?? '');
    expect(sources.filter((source) => source.includes('core/tools/'))).toEqual([]);
    expect(sources.filter((source) => libraryOf({ file: '', src: source }) !== undefined)).toEqual([]);
    // What the page imports lazily stays off its first load.
    const firstLoad = staticClosure(entryKey());
    const lazy = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
    expect(lazy.length).toBeGreaterThan(0);
    for (const [key] of lazy) expect(firstLoad.has(key), `${key} is on the first load`).toBe(false);
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
