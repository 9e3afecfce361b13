/** Starts the real server (`bun server/main.ts`) on a free port for a test, and stops it after. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<number | null>;
}

const BUN = fileURLToPath(new URL('../node_modules/.bin/bun', import.meta.url));
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** `script` is main.ts unless a test needs a fixture server built with createApp. */
export function startServer(env: Record<string, string> = {}, script = MAIN): Promise<RunningServer> {
  const ownDataDir = freshDataDir(env);
  const child = spawn(BUN, [script], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', WORKERS: '2', ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  return new Promise((resolve, reject) => {
    // A server that does not start in time is killed, so a failed test leaves no orphan behind.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, 30_000);
    const onData = () => {
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve({
        url: match[1]!,
        process: child,
        output: () => output,
        async stop() {
          if (child.exitCode === null) child.kill('SIGTERM');
          // A server stuck in synchronous work never runs its SIGTERM handler: it must not outlive the test.
          const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
          const code = await exited;
          clearTimeout(kill);
          return code;
        },
      });
    };
    child.stdout!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
}

/**
 * A fresh DATA_DIR for a test that does not name one, for the caller to remove when its server
 * exits, so no test writes the repository's ./data or sees another test's bins.
 */
function freshDataDir(env: Record<string, string>): string | undefined {
  return env.DATA_DIR === undefined ? mkdtempSync(join(tmpdir(), 'tooldeck-data-')) : undefined;
}

/** Runs `bun server/main.ts` expecting it to refuse to start; resolves with its exit code and output. */
export function startFailing(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  // A server refused late (a taken port) has opened its DATA_DIR by then.
  const ownDataDir = freshDataDir(env);
  const child = spawn(BUN, [MAIN], { env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}), ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}

/**
 * For what fetch will not send (a Host of our choosing, a path it would normalize): sends `head`
 * (request line and headers, CRLF-separated, without the blank line) and `body` on a raw socket;
 * answers the status code.
 */
export function rawRequest(url: string, head: string, body = ''): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`${head}\r\n\r\n${body}`));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (match) {
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.on('error', reject);
  });
}
