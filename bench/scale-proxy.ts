/**
 * A local HAProxy (Debian's `haproxy`) in front of the scale bench's instances, configured as a
 * production round robin is: HTTP mode with keep-alive on both sides, X-Forwarded-For added (the
 * instances run with TRUST_PROXY=1), health checks on /api/health. A proxy written in JS would
 * take a core of this 2-core machine and be the bottleneck it measures; HAProxy is C, and what
 * deployments put there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

export const HAPROXY = process.env.HAPROXY_PATH ?? 'haproxy';

export interface RunningProxy {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** HAProxy's version line, or undefined when it is not installed. */
export function haproxyVersion(): Promise<string | undefined> {
  return new Promise((resolve) => {
    const probe = spawn(HAPROXY, ['-v'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    probe.stdout.on('data', (chunk) => (output += chunk));
    probe.on('error', () => resolve(undefined));
    probe.on('exit', (code) => resolve(code === 0 ? output.split('\n')[0]!.trim() : undefined));
  });
}

/** The configuration: one frontend on `port`, round robin over `backends` (host:port). */
export function haproxyConfig(port: number, backends: readonly string[]): string {
  return `global
    maxconn 4096

defaults
    mode http
    option forwardfor
    timeout connect 5s
    timeout client 60s
    timeout server 60s
    timeout http-keep-alive 60s

frontend tooldeck
    bind 127.0.0.1:${port}
    default_backend instances

backend instances
    balance roundrobin
    option httpchk GET /api/health
${backends.map((backend, i) => `    server instance${i + 1} ${backend} check inter 2s`).join('\n')}
`;
}

/** Starts HAProxy in the foreground (-db) before `backends`; resolves once it answers a request through to one. */
export async function startProxy(backends: readonly string[]): Promise<RunningProxy> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'tooldeck-haproxy-'));
  const configPath = join(dir, 'haproxy.cfg');
  writeFileSync(configPath, haproxyConfig(port, backends));
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', configPath], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`haproxy exited with ${child.exitCode} before answering`);
    }
    const status = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.arrayBuffer().then(() => response.status),
      () => 0,
    );
    if (status === 200) return { url, pid: child.pid!, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`haproxy on ${port} did not answer 200 through to ${backends.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
