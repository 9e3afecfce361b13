/**
 * Rebuilding under a running server: `npm run build:playground` swaps the served folder whole,
 * and `npm run build` (also run by `npm pack` and the package test) leaves it alone, so a reader
 * of dist/playground/index.html never finds it missing. Each test works in its own temporary
 * dist/, never the repository's.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replaceLibraryOutputs } from './library-outputs.ts';
import { PLAYGROUND_BUILDS, publishPlayground } from './playground-build.ts';
import { publishDirectory } from './publish-directory.ts';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'tooldeck-dist-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const served = () => join(dist, 'playground');

/** A stand-in build: a folder of builds holding one index.html. */
function standInBuild(name: string, html: string): string {
  const folder = join(dist, PLAYGROUND_BUILDS, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'index.html'), html);
  return folder;
}

/**
 * Reads `${path}/index.html` in a tight loop in another process (a build keeps this one's event
 * loop busy) from its first successful read until one read made after `stop` is called; answers
 * how many reads found the file and how many did not, and which build folders they were served from.
 */
async function readInLoop(path: string) {
  const stopFile = join(mkdtempSync(join(tmpdir(), 'tooldeck-reader-')), 'stop');
  const script = `
    const { existsSync, readFileSync, realpathSync } = require('node:fs');
    const [path, stopFile] = process.argv.slice(1);
    let found = 0, missing = 0;
    const folders = new Set();
    // The stop file is written after the swap, so the read made after seeing it always sees the
    // new build, however late this process is scheduled.
    for (let stopping = false; !stopping; ) {
      stopping = existsSync(stopFile);
      try {
        readFileSync(path + '/index.html');
        folders.add(realpathSync(path));
        if (found++ === 0) process.stdout.write('reading\\n');
      } catch {
        missing++;
      }
    }
    process.stdout.write(JSON.stringify({ found, missing, folders: [...folders] }) + '\\n');
  `;
  const child = spawn(process.execPath, ['-e', script, path, stopFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const reading = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.startsWith('reading\n')) resolve();
    }),
  );
  const done = new Promise<{ found: number; missing: number; folders: string[] }>((resolve) =>
    child.on('exit', () => {
      rmSync(dirname(stopFile), { recursive: true, force: true });
      resolve(JSON.parse(output.split('\n')[1]!));
    }),
  );
  await reading;
  return {
    stop() {
      writeFileSync(stopFile, '');
      return done;
    },
  };
}

describe('npm run build:playground under a reader of the served folder', () => {
  it('swaps the whole build in: index.html is never missing, and builds older than the last are removed', async () => {
    const first = standInBuild('first', '<!doctype html><title>first</title>');
    publishDirectory(served(), first);
    const reader = await readInLoop(served());
    const fresh = await publishPlayground(dist);
    const { found, missing, folders } = await reader.stop();

    expect(missing).toBe(0);
    // The reader overlapped the swap: it read the stand-in, then the real build.
    expect(folders).toEqual([realpathSync(first), realpathSync(fresh)]);
    expect(found).toBeGreaterThan(1);
    expect(readFileSync(join(served(), 'index.html'), 'utf8')).toContain('tooldeck playground');
    expect(readdirSync(join(served(), 'assets')).length).toBeGreaterThan(0);
    // The replaced build stays one generation, for reads that resolved the link just before.
    expect(readdirSync(join(dist, PLAYGROUND_BUILDS)).sort()).toEqual(['first', basename(fresh)].sort());
    publishDirectory(served(), standInBuild('third', 'third'));
    expect(readdirSync(join(dist, PLAYGROUND_BUILDS)).sort()).toEqual([basename(fresh), 'third'].sort());
  }, 180_000);

  it('takes over a served folder of the old layout (a real folder), keeping its page until the swap', () => {
    mkdirSync(served());
    writeFileSync(join(served(), 'index.html'), 'old layout');
    const fresh = standInBuild('next', 'next');
    publishDirectory(served(), fresh);
    expect(readFileSync(join(served(), 'index.html'), 'utf8')).toBe('next');
    expect(readFileSync(join(served() + '.previous', 'index.html'), 'utf8')).toBe('old layout');
    publishDirectory(served(), standInBuild('third', 'third'));
    expect(readdirSync(join(dist, PLAYGROUND_BUILDS)).sort()).toEqual(['next', 'third']);
  });

  it('never deletes a folder the link pointed at outside its folder of builds', () => {
    const own = mkdtempSync(join(tmpdir(), 'tooldeck-own-playground-'));
    try {
      writeFileSync(join(own, 'index.html'), 'mine');
      publishDirectory(served(), own);
      publishDirectory(served(), standInBuild('next', 'next'));
      expect(readFileSync(join(own, 'index.html'), 'utf8')).toBe('mine');
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});

describe('npm run build (the library) beside the served playground', () => {
  it('replaces only the library entries, under a reader of the served folder', async () => {
    publishDirectory(served(), standInBuild('served', 'served page'));
    mkdirSync(join(dist, 'core'));
    writeFileSync(join(dist, 'core', 'stale.js'), '');
    mkdirSync(join(dist, 'chunks'));
    const staging = mkdtempSync(join(dist, '.library-'));
    mkdirSync(join(staging, 'core'));
    writeFileSync(join(staging, 'core', 'index.js'), 'export {}');

    const reader = await readInLoop(served());
    replaceLibraryOutputs(dist, staging);
    const { missing, found } = await reader.stop();
    expect(missing).toBe(0);
    expect(found).toBeGreaterThan(0);
    expect(readFileSync(join(served(), 'index.html'), 'utf8')).toBe('served page');
    expect(existsSync(join(dist, 'core', 'index.js'))).toBe(true);
    expect(existsSync(join(dist, 'core', 'stale.js'))).toBe(false);
    expect(existsSync(join(dist, 'chunks'))).toBe(false);
  });
});
