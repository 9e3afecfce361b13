/**
 * Drives a server with wrk (Debian's `wrk` package), a C load generator on one thread: on a
 * 2-core machine a Node load generator takes most of a core and pulls every server toward the
 * same figure, while wrk leaves the server the CPU it measures. The body goes in a Lua script.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface WrkOptions {
  connections: number;
  seconds: number;
  /** A POST with this JSON body; a GET when absent. */
  body?: string;
}

export interface WrkResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Answers outside 2xx/3xx, and socket errors (connect, read, write, timeout). */
  failures: number;
}

/** Whether wrk is on PATH; the bench says how to install it when it is not. */
export async function hasWrk(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = spawn('wrk', ['--version'], { stdio: 'ignore' });
    probe.on('error', () => resolve(false));
    probe.on('exit', () => resolve(true));
  });
}

export async function wrk(url: string, { connections, seconds, body }: WrkOptions): Promise<WrkResult> {
  const dir = mkdtempSync(join(tmpdir(), 'tooldeck-wrk-'));
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  if (body !== undefined) {
    const script = join(dir, 'post.lua');
    writeFileSync(script, `wrk.method = "POST"\nwrk.body = ${luaString(body)}\nwrk.headers["Content-Type"] = "application/json"\n`);
    args.push('-s', script);
  }
  try {
    const output = await run('wrk', [...args, url]);
    return parse(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function luaString(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\n/g, '\\n')}"`;
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} exited with ${code}:\n${output}`))));
  });
}

/** wrk's report: "Requests/sec: 1234.5", "  50%  1.23ms", "  99%  4.56ms", "N requests in …". */
function parse(output: string): WrkResult {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? Number.NaN);
  const ms = (percentile: number) => {
    const match = new RegExp(`^\\s+${percentile}%\\s+([\\d.]+)(us|ms|s)$`, 'm').exec(output);
    if (!match) return Number.NaN;
    return Number(match[1]) * ({ us: 0.001, ms: 1, s: 1_000 } as const)[match[2] as 'us' | 'ms' | 's'];
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const failures = number(/Non-2xx or 3xx responses: (\d+)/) || 0;
  return {
    requests: number(/(\d+) requests in/),
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50: ms(50),
    p99: ms(99),
    failures: failures + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}
