/** The worker bundle's cache: reused while the files it was built from are as they were, built again when one changes. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { NODE_BUNDLE_OPTIONS } from '../../runtime-node/node-bundle.ts';
import { copyCachedBundle, entryCache, saveBundleToCache } from './bundle-cache.ts';

const folder = mkdtempSync(join(tmpdir(), 'tooldeck-bundle-cache-'));
const entry = join(folder, 'entry.ts');
const dependency = join(folder, 'answer.ts');
writeFileSync(entry, "import { answer } from './answer.ts';\nconsole.log(answer);\n");
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  rmSync(entryCache(entry), { recursive: true, force: true });
});

let outputs = 0;
const freshOutdir = () => join(folder, `out-${outputs++}`);
const run = (outdir: string) => execFileSync('node', [join(outdir, 'entry.mjs')], { encoding: 'utf8' }).trim();

/** Builds as worker-bundle.ts does and offers the result to the cache. */
async function buildAndSave(startedAt = Date.now()): Promise<string> {
  const outdir = freshOutdir();
  const result = await build({ ...NODE_BUNDLE_OPTIONS, entryPoints: [entry], outdir, outExtension: { '.js': '.mjs' }, logLevel: 'silent', metafile: true });
  saveBundleToCache(entry, outdir, Object.keys(result.metafile.inputs), startedAt);
  return outdir;
}

/** Sets a file's modification time to `secondsAgo` before now, so the build's start comes after it. */
const age = (path: string, secondsAgo: number) => utimesSync(path, new Date(), new Date(Date.now() - secondsAgo * 1000));

describe('the worker bundle cache', () => {
  it('copies the last build while its files are unchanged, and refuses it once one changes', async () => {
    writeFileSync(dependency, 'export const answer = 42;\n');
    age(entry, 60);
    age(dependency, 60);
    expect(copyCachedBundle(entry, freshOutdir())).toBe(false); // nothing cached yet
    expect(run(await buildAndSave())).toBe('42');

    const copy = freshOutdir();
    expect(copyCachedBundle(entry, copy)).toBe(true);
    expect(run(copy)).toBe('42');

    writeFileSync(dependency, 'export const answer = 420;\n'); // a new size
    age(dependency, 30);
    expect(copyCachedBundle(entry, freshOutdir())).toBe(false);
    expect(run(await buildAndSave())).toBe('420');
    expect(copyCachedBundle(entry, freshOutdir())).toBe(true);

    writeFileSync(dependency, 'export const answer = 421;\n'); // the same size: only the time tells
    age(dependency, 20);
    const stale = freshOutdir();
    expect(copyCachedBundle(entry, stale)).toBe(false);
  });

  it('keeps no build whose files changed while esbuild read them', async () => {
    writeFileSync(dependency, 'export const answer = 7;\n'); // modified now, after the build's start below
    await buildAndSave(Date.now() - 10_000);
    expect(copyCachedBundle(entry, freshOutdir())).toBe(false);
  });
});
