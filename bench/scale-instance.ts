/**
 * One instance of the real server (`bun server/main.ts`) for the scale bench, with `npm start`'s
 * runtime settings (RUNTIME_ENV), its own DATA_DIR, and its stdout (the request log) on /dev/null
 * as in bench/server.ts: read through a pipe, tens of thousands of log lines a second would cost
 * this process CPU that the instances share.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUNTIME_ENV } from '../server/runtime-env.ts';
import { freePort } from './free-port.ts';

const BUN = fileURLToPath(new URL('../node_modules/.bin/bun', import.meta.url));
const MAIN = fileURLToPath(new URL('../server/main.ts', import.meta.url));

export interface Instance {
  /** host:port, as a proxy's backend line names it. */
  address: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const address = `127.0.0.1:${port}`;
  const url = `http://${address}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tooldeck-scale-'));
  const child = spawn(BUN, [MAIN], {
    env: { ...RUNTIME_ENV, PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(kill);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited with ${child.exitCode} before listening`);
    }
    const status = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.arrayBuffer().then(() => response.status),
      () => 0,
    );
    if (status === 200) return { address, url, pid: child.pid!, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server on ${port} did not answer /api/health`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
