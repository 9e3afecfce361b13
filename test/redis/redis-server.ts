/**
 * A real redis-server (Debian's) for the scale-out tests, started on a free port of 127.0.0.1 with
 * nothing persisted, and stopped (or killed and restarted, to play an outage) by the test.
 * `describeWithRedis` skips without redis-server, except under REQUIRE_BROWSER=1 (CI), where a
 * missing one fails: .ci/run installs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../bench/free-port.ts';
import { describeNeeding } from '../outside-programs.ts';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/** A describe block that runs a real redis-server: skipped without one, failed under REQUIRE_BROWSER=1. */
export function describeWithRedis(name: string, body: () => void): void {
  describeNeeding({ paths: [REDIS_SERVER], packages: 'redis-server' }, name, body);
}

export interface RunningRedis {
  /** `redis://127.0.0.1:{port}`. */
  url: string;
  port: number;
  /** Stops it (SIGTERM, nothing saved) and waits for the exit; removes its AOF directory under `persist`. */
  stop(): Promise<void>;
  /** Kills it at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port: empty, or with what it acknowledged under `persist`. */
  restart(): Promise<void>;
}

export interface RedisOptions {
  /**
   * Append every write to an AOF in a temporary directory and fsync it before answering
   * (appendfsync always), as bins need in production: a kill and restart then keeps every write
   * Redis acknowledged. Default: nothing persisted.
   */
  persist?: boolean;
}

/** Resolves once something accepts connections on `port`. */
async function listening(port: number, deadline: number): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function startRedis({ persist = false }: RedisOptions = {}): Promise<RunningRedis> {
  const port = await freePort();
  const dir = persist ? mkdtempSync(join(tmpdir(), 'tooldeck-redis-')) : undefined;
  const persistence = dir === undefined ? ['--appendonly', 'no'] : ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir];
  let child: ChildProcess;
  const launch = async () => {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence], { stdio: 'ignore' });
    await listening(port, Date.now() + 10_000);
  };
  const exit = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  await launch();
  const stop = async () => {
    await exit('SIGTERM');
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  };
  return { url: `redis://127.0.0.1:${port}`, port, stop, kill: () => exit('SIGKILL'), restart: launch };
}
