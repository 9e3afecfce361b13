/**
 * Server throughput against its ceiling, and isolation under load, in one run:
 * 1. a bare Bun.serve (JSON in, JSON out), the same work as one Elysia route (the framework's
 *    floor), the work the API must do per call with no framework (floor-server.ts: the work's
 *    floor) and tooldeck, each driven by wrk (one thread, bench/wrk.ts) with 32 connections for 10 s on
 *    POST /api/tools/base64/execute with a 40-byte text; then the CPU per request of tooldeck
 *    over bare with both loaded at once, the steady figure to follow a change by;
 * 2. GET /api/health against a bare GET: what every API call pays before its route's own work;
 * 3. the p99 latency of /api/health idle, then while 4 clients loop on heavy isolate calls.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from './free-port.ts';
import { fileURLToPath } from 'node:url';
import { RUNTIME_ENV } from '../server/runtime-env.ts';
import { hasWrk, wrk } from './wrk.ts';

const BUN = fileURLToPath(new URL('../node_modules/.bin/bun', import.meta.url));

const BODY = JSON.stringify({ action: 'encode', text: 'The quick brown fox jumps over the dog!!' }); // 40-byte text

interface Server {
  url: string;
  child: ChildProcess;
}

/**
 * Starts a server with its stdout on /dev/null, as a deployment sends its request log to a file
 * or a collector: read through a pipe by this process, 30,000 log lines a second would cost the
 * load generator's CPU on the same machine, which is not the server's cost. Every server gets
 * the runtime settings `npm start` gives tooldeck (RUNTIME_ENV; yours win, as with npm start).
 */
async function start(script: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(BUN, [fileURLToPath(new URL(script, import.meta.url))], {
    env: { ...RUNTIME_ENV, ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`${script} exited before listening`);
    try {
      // The one request every server here answers 200 (Elysia logs a 404 to stderr).
      await fetch(`${url}/api/tools/base64/execute`, { method: 'POST', body: BODY, signal: AbortSignal.timeout(1_000) });
      return { url, child };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}


/**
 * The CPU seconds (user + system) process `pid` has used, from /proc (Linux; clock ticks of 1/100 s,
 * the kernel's USER_HZ on every Linux architecture). Undefined elsewhere.
 */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /**
   * The server's own CPU time per request in µs: less swayed than requests/s by how much of the
   * shared machine the load generator happens to take.
   */
  cpuMicros: number | undefined;
}

/** Drives `path` with 32 connections for `seconds`: a POST of BODY, or a GET when `get` is set. */
async function load({ url, child }: Server, path: string, seconds: number, get = false): Promise<Figures> {
  const cpuBefore = cpuSeconds(child.pid);
  const result = await wrk(url + path, { connections: 32, seconds, ...(get ? {} : { body: BODY }) });
  const cpuAfter = cpuSeconds(child.pid);
  if (result.failures > 0) throw new Error(`${url}${path}: ${result.failures} failed requests`);
  const cpuMicros = cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1e6) / result.requests;
  return { rps: result.rps, p50: result.p50, p99: result.p99, cpuMicros };
}

/**
 * CPU per request of `b` over `a` with both servers under load at the same time (16 connections
 * each): the machine's drift then falls on both alike, which makes this ratio steady to a few
 * percent from run to run where requests/s swing by a third, so it shows a change of a few
 * microseconds per request. Linux only (undefined CPU elsewhere gives NaN).
 */
async function pairedCpuRatio(a: Server, b: Server, path: string, rounds = 5, seconds = 2): Promise<number> {
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const before = [cpuSeconds(a.child.pid), cpuSeconds(b.child.pid)];
    const [ra, rb] = await Promise.all([a, b].map(({ url }) => wrk(url + path, { connections: 16, seconds, body: BODY })));
    const perRequest = (server: Server, index: number, total: number) => ((cpuSeconds(server.child.pid) ?? NaN) - (before[index] ?? NaN)) / total;
    ratios.push(perRequest(b, 1, rb!.requests) / perRequest(a, 0, ra!.requests));
  }
  return median(ratios);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** p99 of sequential GET /api/health calls over `ms`. */
async function healthP99(url: string, ms: number): Promise<number> {
  const times: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const t0 = performance.now();
    await (await fetch(`${url}/api/health`)).arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length * 0.99)]!;
}

export async function benchServer(seconds = 10, rounds = 5): Promise<void> {
  if (!(await hasWrk())) throw new Error('the server bench drives the servers with wrk: apt-get install wrk');
  console.log(`\n## server throughput (wrk -t1 -c32, POST base64 with a 40-byte text, ${rounds} interleaved rounds of ${seconds} s, best of each)\n`);
  const settings = Object.keys(RUNTIME_ENV).map((name) => `${name}=${process.env[name] ?? RUNTIME_ENV[name]}`);
  console.log(`every server runs with npm start's runtime settings: ${settings.join(' ')}\n`);
  const bare = await start('./bare-server.ts');
  const elysia = await start('./elysia-server.ts');
  const floor = await start('./floor-server.ts');
  // Limits off: the bench measures the server, not the limiter's refusals.
  const limitsOff = { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_DAY: '0', RATE_LIMIT_GLOBAL_PER_DAY: '0' };
  const tooldeck = await start('../server/main.ts', limitsOff);
  const path = '/api/tools/base64/execute';
  // Interleaved, so every server meets the same drift of a shared machine; noise only slows a round.
  const none: Figures = { rps: 0, p50: 0, p99: 0, cpuMicros: undefined };
  const best = { bare: none, elysia: none, floor: none, tooldeck: none };
  // Each round's own ratio too: neighbours in time share the machine's drift, the best of each do not.
  const roundRatios: number[] = [];
  const floorRatios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const figures = {
      bare: await load(bare, path, seconds),
      elysia: await load(elysia, path, seconds),
      floor: await load(floor, path, seconds),
      tooldeck: await load(tooldeck, path, seconds),
    };
    roundRatios.push(figures.tooldeck.rps / figures.bare.rps);
    floorRatios.push(figures.floor.rps / figures.bare.rps);
    console.log(
      `round ${round + 1}: bare ${Math.round(figures.bare.rps)} rps, Elysia alone ${Math.round(figures.elysia.rps)} rps, work floor ${Math.round(figures.floor.rps)} rps, tooldeck ${Math.round(figures.tooldeck.rps)} rps (tooldeck / bare ${roundRatios.at(-1)!.toFixed(2)}, floor / bare ${floorRatios.at(-1)!.toFixed(2)})`,
    );
    for (const name of ['bare', 'elysia', 'floor', 'tooldeck'] as const) if (figures[name].rps > best[name].rps) best[name] = figures[name];
  }
  elysia.child.kill();
  console.log('\n| server | requests/s | p50 ms | p99 ms | server CPU µs per request |');
  console.log('|---|---|---|---|---|');
  const row = (label: string, { rps, p50, p99, cpuMicros }: Figures) =>
    console.log(`| ${label} | ${Math.round(rps)} | ${p50} | ${p99} | ${cpuMicros === undefined ? 'n/a' : cpuMicros.toFixed(1)} |`);
  row('bare Bun.serve', best.bare);
  row('Elysia, one route, same work', best.elysia);
  row('no framework, the API\'s required work (work floor)', best.floor);
  row('tooldeck', best.tooldeck);
  console.log(`\ntooldeck / bare: ${(best.tooldeck.rps / best.bare.rps).toFixed(2)} (target ≥ 0.80); Elysia alone / bare: ${(best.elysia.rps / best.bare.rps).toFixed(2)}; tooldeck / Elysia alone: ${(best.tooldeck.rps / best.elysia.rps).toFixed(2)}`);
  console.log(`work floor / bare: ${(best.floor.rps / best.bare.rps).toFixed(2)}; tooldeck / work floor: ${(best.tooldeck.rps / best.floor.rps).toFixed(2)}`);
  console.log(`median of the rounds' own tooldeck / bare: ${median(roundRatios).toFixed(2)}; work floor / bare: ${median(floorRatios).toFixed(2)}`);
  const cpuRatio = await pairedCpuRatio(bare, tooldeck, path);
  console.log(`server CPU per request, tooldeck / bare, both loaded at once (median of 5 × 2 s): ${cpuRatio.toFixed(2)}`);
  const floorCpuRatio = await pairedCpuRatio(bare, floor, path);
  floor.child.kill();
  console.log(`server CPU per request, work floor / bare, both loaded at once (median of 5 × 2 s): ${floorCpuRatio.toFixed(2)}`);

  // What every API call pays before its route's own work (client IP, routing, CORS headers, the
  // log line): GET /api/health against the bare server answering a GET with the same JSON.
  console.log(`\n## the shared per-request work: GET /api/health against a bare GET, ${rounds} interleaved rounds of ${seconds} s\n`);
  const health = { bare: none, tooldeck: none };
  for (let round = 0; round < rounds; round++) {
    const figures = { bare: await load(bare, '/api/health', seconds, true), tooldeck: await load(tooldeck, '/api/health', seconds, true) };
    for (const name of ['bare', 'tooldeck'] as const) if (figures[name].rps > health[name].rps) health[name] = figures[name];
  }
  bare.child.kill();
  console.log('| server | requests/s | p50 ms | p99 ms | server CPU µs per request |');
  console.log('|---|---|---|---|---|');
  row('bare Bun.serve, GET', health.bare);
  row('tooldeck, GET /api/health', health.tooldeck);
  console.log(`\ntooldeck / bare on GET: ${(health.tooldeck.rps / health.bare.rps).toFixed(2)}`);

  console.log('\n## /api/health p99 while 4 clients loop on heavy isolate calls (regex-test, about 0.3 s each)\n');
  const idle = await healthP99(tooldeck.url, 3_000);
  let loading = true;
  const heavy = JSON.stringify({ pattern: '(a+)+b|!b', text: `${'a'.repeat(22)}!b`.repeat(3) });
  const clients = Array.from({ length: 4 }, async () => {
    let calls = 0;
    while (loading) {
      await (await fetch(`${tooldeck.url}/api/tools/regex-test/execute`, { method: 'POST', body: heavy })).arrayBuffer();
      calls++;
    }
    return calls;
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const busy = await healthP99(tooldeck.url, 5_000);
  loading = false;
  const calls = (await Promise.all(clients)).reduce((a, b) => a + b, 0);
  tooldeck.child.kill();
  console.log(`idle p99 ${idle.toFixed(2)} ms; under load p99 ${busy.toFixed(2)} ms (${calls} heavy calls); ratio ${(busy / idle).toFixed(2)} (target ≤ 2)`);
}
