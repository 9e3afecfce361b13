/**
 * `npm pack` once per test run, shared by every test file that installs the package
 * (package.test.ts, cli/tarball.test.ts): packing builds dist/, which takes most of a minute, and
 * two builds at once would replace dist/ under each other. Test files run in parallel processes
 * of one vitest run: the first to create the run's folder packs into it, the others wait for its
 * tarball. Folders of earlier runs (their vitest process gone) are removed on the way.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PREFIX = 'tooldeck-tarball-';
const WAIT_MS = 600_000;

/** The vitest run: its main process is the parent of a forked test process, or this process in the threads pool. */
function runId(): number {
  return isMainThread ? process.ppid : process.pid;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeStaleFolders(current: number): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = name.startsWith(PREFIX) ? Number(name.slice(PREFIX.length)) : NaN;
    if (Number.isInteger(pid) && pid !== current && !isAlive(pid)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

/** Blocks this test process until `condition` holds (Atomics.wait: no busy loop, no timer a test would have to await). */
function waitFor(condition: () => boolean, what: string): void {
  const deadline = Date.now() + WAIT_MS;
  const cell = new Int32Array(new SharedArrayBuffer(4));
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    Atomics.wait(cell, 0, 0, 200);
  }
}

/** The path of this run's tarball of the package, packed on the first call of the run. */
export function packedTarball(): string {
  const id = runId();
  removeStaleFolders(id);
  const folder = join(tmpdir(), `${PREFIX}${id}`);
  const done = join(folder, 'tarball-name');
  const failed = join(folder, 'failed');
  let mine = false;
  try {
    mkdirSync(folder);
    mine = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (mine) {
    try {
      const name = execFileSync('npm', ['pack', '--silent', '--pack-destination', folder], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n').at(-1)!;
      writeFileSync(done, name);
    } catch (error) {
      writeFileSync(failed, String(error));
      throw error;
    }
  }
  waitFor(() => existsSync(done) || existsSync(failed), 'npm pack in another test file');
  if (existsSync(failed)) throw new Error(`npm pack failed in another test file: ${readFileSync(failed, 'utf8')}`);
  return join(folder, readFileSync(done, 'utf8'));
}
