/**
 * `npx tsx bench/catalog-scale.ts [--factor=5] [--runs=15]`: what a bigger catalog costs a user who
 * imports the library and runs one tool. A copy of core/ gets each tool file again under new ids
 * (`base64-x2` …) until the catalog is `factor` times today's, then the generator and the
 * library build run on it as on the real one. For both catalogs, in fresh Node processes:
 * - bytes of JavaScript loaded by `import('tooldeck')` + a first base64 run (recorded by the
 *   loader hook of test/module-loads/), split into the index and the rest;
 * - import time, median of `runs` processes;
 * - the first run of a cold tool (csv-to-json: its chunk and papaparse load) beside its second.
 * Eager bytes should grow by the index's few dozen bytes a tool, and nothing else.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { toolPaths, writeGeneratedCatalog } from '../scripts/catalog-codegen.ts';
import { libraryBundleOptions } from '../scripts/library-bundle.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Inside node_modules, so the copies' bare imports resolve from the repository's packages.
const SCRATCH = join(ROOT, 'node_modules', '.cache', 'catalog-scale');
const RECORDER = pathToFileURL(join(ROOT, 'test', 'module-loads', 'node-register.mjs')).href;

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const factor = option('factor', 5);
const runs = option('runs', 15);

/** A copy of core/ (tests left out) whose catalog holds every tool `copies` times, built like dist/. */
async function buildCatalog(name: string, copies: number): Promise<{ dist: string; tools: number }> {
  const root = join(SCRATCH, name);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  cpSync(join(ROOT, 'core'), join(root, 'core'), { recursive: true, filter: (source) => !source.endsWith('.test.ts') });
  cpSync(join(ROOT, 'runtime-node'), join(root, 'runtime-node'), { recursive: true, filter: (source) => !source.endsWith('.test.ts') });
  const coreDir = join(root, 'core');
  for (const path of toolPaths(coreDir)) {
    const id = path.slice(path.lastIndexOf('/') + 1, -'.ts'.length);
    const source = readFileSync(join(coreDir, path), 'utf8');
    for (let copy = 2; copy <= copies; copy++) {
      const renamed = source.replace(`id: '${id}'`, `id: '${id}-x${copy}'`);
      if (renamed === source) throw new Error(`core/${path}: no "id: '${id}'" to rename`);
      writeFileSync(join(coreDir, path.replace(`${id}.ts`, `${id}-x${copy}.ts`)), renamed);
    }
  }
  const tools = await writeGeneratedCatalog(coreDir);
  const dist = join(root, 'dist');
  await build({ ...libraryBundleOptions(root, dist, ['core/index.ts']), logLevel: 'error' });
  return { dist, tools };
}

function node(script: string, env: Record<string, string> = {}, flags: string[] = []): string {
  return execFileSync(process.execPath, [...flags, '--input-type=module', '-e', script], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } });
}

function firstRunBytes(dist: string): { total: number; index: number } {
  const log = join(SCRATCH, 'loads.jsonl');
  rmSync(log, { force: true });
  const entry = pathToFileURL(join(dist, 'core', 'index.js')).href;
  node(`const { execute } = await import(${JSON.stringify(entry)}); const e = await execute('base64', { action: 'encode', text: 'hi' }); if (!e.success) throw new Error('base64 failed');`, { TOOLDECK_MODULE_LOG: log }, ['--import', RECORDER]);
  const loads = readFileSync(log, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { url: string; bytes: number });
  // The index is the chunk holding `load:()=>import(`: the one part that grows with the catalog.
  const indexChunk = readdirSync(join(dist, 'chunks')).find((file) => file.endsWith('.js') && /load:\(\)=>import\(/.test(readFileSync(join(dist, 'chunks', file), 'utf8')));
  return { total: loads.reduce((sum, { bytes }) => sum + bytes, 0), index: loads.filter(({ url }) => indexChunk && url.endsWith(`/${indexChunk}`)).reduce((sum, { bytes }) => sum + bytes, 0) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

function importMs(dist: string): number {
  const entry = pathToFileURL(join(dist, 'core', 'index.js')).href;
  return median(Array.from({ length: runs }, () => Number(node(`const t = performance.now(); await import(${JSON.stringify(entry)}); console.log(performance.now() - t);`))));
}

/** A cold tool's first run (its chunk and its library load) and its second, in one process; medians over `runs` processes. */
function coldAndWarm(dist: string): { cold: number; warm: number } {
  const entry = pathToFileURL(join(dist, 'core', 'index.js')).href;
  const script = `const { execute } = await import(${JSON.stringify(entry)});
    const input = { csv: 'name,age\\nAda,36\\n' };
    let t = performance.now(); await execute('csv-to-json', input); const cold = performance.now() - t;
    t = performance.now(); await execute('csv-to-json', input); const warm = performance.now() - t;
    console.log(JSON.stringify({ cold, warm }));`;
  const samples = Array.from({ length: runs }, () => JSON.parse(node(script)) as { cold: number; warm: number });
  return { cold: median(samples.map((sample) => sample.cold)), warm: median(samples.map((sample) => sample.warm)) };
}

const rows: string[] = [];
for (const [name, copies] of [['1x', 1], [`${factor}x`, factor]] as const) {
  const { dist, tools } = await buildCatalog(name, copies);
  const bytes = firstRunBytes(dist);
  const imported = importMs(dist);
  const { cold, warm } = coldAndWarm(dist);
  rows.push(`| ${name} | ${tools} | ${(bytes.total / 1000).toFixed(1)} KB | ${(bytes.index / 1000).toFixed(1)} KB | ${imported.toFixed(1)} ms | ${cold.toFixed(1)} ms | ${warm.toFixed(2)} ms |`);
}
console.log(`\nNode ${process.version}, medians of ${runs} fresh processes each\n`);
console.log('| catalog | tools | import + first base64 | of which the index | import time | csv-to-json cold | warm |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
rmSync(SCRATCH, { recursive: true, force: true });
